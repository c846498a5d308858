// Money is kept in dollars as numbers and rounded to cents at every step the spec names.
// Rounding goes half away from zero on the decimal value a person would write down:
// 1.005 * 100 is 100.49999999999999 in binary, so the product is first cut to 15
// significant digits (what a double can represent faithfully) before rounding.

export function toCents(amount: number): number {
  const raw = Math.abs(amount) * 100;
  // The cut to 15 digits moves `raw` by under 5e-4 below 1e11 cents, so it can only change the
  // rounding of a value near a half cent; every other value skips the slow string round trip
  // (the cart prices each line's options through here dozens of times per request).
  const half = raw - Math.floor(raw);
  const scaled = raw < 1e11 && (half < 0.49 || half > 0.51) ? raw : Number(raw.toPrecision(15));
  const cents = Math.round(scaled) * Math.sign(amount);
  return cents === 0 ? 0 : cents; // never -0
}

/**
 * At most two decimals: what a numeric(12,2) column keeps. A value with more would be rounded
 * by the database without a word (0.004 inches stored as 0), so inputs bound for one are
 * refused instead.
 */
export function isWholeCents(amount: number): boolean {
  const cents = amount * 100;
  // The slack covers the binary noise of the product (0.29 * 100 = 28.999999999999996), which
  // grows with the amount, and nothing more: 1e-9 is refused rather than stored as 0.
  return Math.abs(Math.round(cents) - cents) <= 1e-9 * Math.max(1, Math.abs(cents) * 1e-3);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * Whether two amounts show as the same price. Compared as cents: a difference of floats is not
 * (17.29 - 17.28 < 0.01), so a one-cent change could pass unseen.
 */
export function sameCents(a: number, b: number): boolean {
  return toCents(a) === toCents(b);
}

export function roundMoney(amount: number): number {
  return fromCents(toCents(amount));
}

/** Sums amounts as whole cents, so long sums do not drift. */
export function sumMoney(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += toCents(amount);
  return fromCents(cents);
}
