// Wording of the breakdown lines: inches and rates as a framer writes them.
import { usd } from '../format';
import type { Size } from './piece';

export const inches = (n: number): string => String(Number(n.toFixed(2)));
/**
 * An area in square inches, exact: sides have at most two decimals, so an area has at most four,
 * and a line reads as what it charges (139.1856 sq in at $0.08 is $11.13; 139.19 would say $11.14).
 */
export const squareInches = (n: number): string => String(Number(n.toFixed(4)));
export const dimensions = (s: Size): string => `${inches(s.width)} x ${inches(s.height)} in`;
// A rate in dollars with cents, as money is written ($0.10, $0.70), and up to four decimals for
// rates under a cent per unit ($0.012/sq in).
export const rateAmount = (price: number): string => usd(price, 4);
export const rate = (price: number, unit: string): string => `${rateAmount(price)}/${unit}`;
