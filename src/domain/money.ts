// Money is kept in dollars as numbers and rounded to cents at every step the spec names.
// Rounding goes half away from zero on the decimal value a person would write down:
// 1.005 * 100 is 100.49999999999999 in binary, so the product is first cut to 15
// significant digits (what a double can represent faithfully) before rounding.

export function toCents(amount: number): number {
  const scaled = Number((Math.abs(amount) * 100).toPrecision(15));
  const cents = Math.round(scaled) * Math.sign(amount);
  return cents === 0 ? 0 : cents; // never -0
}

export function fromCents(cents: number): number {
  return cents / 100;
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
