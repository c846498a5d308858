// Wording of the breakdown lines: inches and rates as a framer writes them.
import type { Size } from './piece';

export const inches = (n: number): string => String(Number(n.toFixed(2)));
export const dimensions = (s: Size): string => `${inches(s.width)} x ${inches(s.height)} in`;
// A rate in dollars with cents, as money is written ($0.10, $0.70), and up to four decimals for
// rates under a cent per unit ($0.012/sq in).
const usdRate = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});
export const rate = (price: number, unit: string): string => `${usdRate.format(price)}/${unit}`;
