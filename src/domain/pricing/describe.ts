// Wording of the breakdown lines: inches and rates as a framer writes them.
import type { Size } from './piece';

export const inches = (n: number): string => String(Number(n.toFixed(2)));
export const dimensions = (s: Size): string => `${inches(s.width)} x ${inches(s.height)} in`;
export const rate = (price: number, unit: string): string => `$${String(price)}/${unit}`;
