// When a calendar day begins in an IANA time zone: with that day's own offset, and where the
// clocks skip or repeat midnight, at the first instant of the day.
import { describe, expect, it } from 'vitest';
import { knownTimeZone, startOfDayIn } from '../../src/domain/time-zone';

const dayStart = (zone: string, day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(startOfDayIn(zone, Date.UTC(y, m - 1, d))).toISOString();
};

describe('startOfDayIn', () => {
  it("uses the day's own offset, not today's", () => {
    expect(dayStart('America/Los_Angeles', '2026-07-04')).toBe('2026-07-04T07:00:00.000Z');
    expect(dayStart('America/Los_Angeles', '2026-11-15')).toBe('2026-11-15T08:00:00.000Z');
    expect(dayStart('Pacific/Auckland', '2026-06-15')).toBe('2026-06-14T12:00:00.000Z');
    expect(dayStart('Pacific/Auckland', '2026-12-15')).toBe('2026-12-14T11:00:00.000Z');
    expect(dayStart('Australia/Lord_Howe', '2026-10-04')).toBe('2026-10-03T13:30:00.000Z');
  });

  it('begins a day whose midnight is skipped where the clocks jump to', () => {
    // 00:00 becomes 01:00: the day's first instant reads 01:00 local.
    expect(dayStart('America/Santiago', '2026-09-06')).toBe('2026-09-06T04:00:00.000Z');
    expect(dayStart('America/Santiago', '2026-09-05')).toBe('2026-09-05T04:00:00.000Z');
    expect(dayStart('America/Havana', '2026-03-08')).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStart('Asia/Beirut', '2026-03-29')).toBe('2026-03-28T22:00:00.000Z');
  });

  it('begins a day whose midnight comes twice at the first', () => {
    // Havana: 01:00 summer time becomes 00:00 again.
    expect(dayStart('America/Havana', '2026-11-01')).toBe('2026-11-01T04:00:00.000Z');
    // Beirut: 00:00 summer time becomes 23:00 of the day before; the day begins once.
    expect(dayStart('Asia/Beirut', '2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
  });

  it("reaches the calendar's ends", () => {
    expect(dayStart('UTC', '1970-01-01')).toBe('1970-01-01T00:00:00.000Z');
    expect(new Date(startOfDayIn('Pacific/Kiritimati', Date.UTC(10000, 0, 1))).getTime()).toBe(
      Date.UTC(9999, 11, 31, 10),
    );
  });
});

describe('knownTimeZone', () => {
  it('knows IANA zones and nothing else', () => {
    expect(knownTimeZone('America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(knownTimeZone('Mars/Olympus_Mons')).toBeUndefined();
  });
});
