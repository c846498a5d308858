// Amounts are written without Intl (its first use is slow on a phone), so Intl is the oracle: the
// same text for the amounts the shop shows, the halves that binary floats store just under
// (1.005), and the extremes.
import { describe, expect, it } from 'vitest';
import { countOf, formatCount, formatDeduction, formatMoney, usd } from '../../src/domain/format';
import { rateAmount } from '../../src/domain/pricing/describe';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const rates = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

const TRICKY = [
  0,
  -0,
  1,
  0.1,
  0.5,
  1.005,
  2.675,
  1.015,
  1.045,
  8.345,
  0.125,
  -0.005,
  -1.005,
  -0.001,
  0.999,
  999.995,
  1234.5,
  1234567.891,
  0.1 + 0.2,
  1e-7,
  -1e-7,
  5e-5,
  4e-5,
  0.0125,
  0.01255,
  1.23456,
  123456789012.345,
  1e20,
  1e21,
  1.5e22,
  9999999.995,
  Number.MAX_SAFE_INTEGER,
];

/** A fixed pseudo-random sequence (mulberry32), so a failure names the same amounts each run. */
function amounts(count: number): number[] {
  let seed = 20261127;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, (_, i) => {
    const scale = 10 ** Math.floor(next() * 8 - 3);
    const value = next() * scale;
    // Every third a whole number of tenths of a cent, where half-way cases live.
    const amount = i % 3 === 0 ? Math.round(value * 1000) / 1000 : value;
    return i % 5 === 0 ? -amount : amount;
  });
}

describe('money as the shop writes it', () => {
  it('writes every amount as Intl.NumberFormat en-US USD does', () => {
    for (const amount of [...TRICKY, ...amounts(5000)]) {
      expect(usd(amount), String(amount)).toBe(money.format(amount));
      expect(rateAmount(amount), String(amount)).toBe(rates.format(amount));
    }
  });

  it("shows '-' for an amount that is not there, and a deduction with its minus", () => {
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(undefined)).toBe('-');
    expect(formatMoney(Number.NaN)).toBe('-');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatDeduction(0.8)).toBe('-$0.80');
    expect(formatDeduction(0)).toBe('$0.00');
  });

  it('writes counts with thousands separators, as toLocaleString en-US does', () => {
    for (const count of [0, 7, 999, 1000, 12345, 1234567, -4321])
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });

  it('says one item, never "1 items"', () => {
    expect(countOf(1, 'item')).toBe('1 item');
    expect(countOf(0, 'item')).toBe('0 items');
    expect(countOf(2, 'saved change')).toBe('2 saved changes');
    expect(countOf(1200, 'order')).toBe('1,200 orders');
  });
});
