// The limits of a print (sizes, quantity) and the measures the rules and the pricing engine
// share. Kept apart from the print_options zod schema (print-options.ts, which re-exports
// these) so that the pricing engine and the workers that run it do not bundle zod.
import type { PrintOptions } from './print-options';

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;
export const SIDE_MAX = 6; // border and mat size, inches
export const FRAME_MAX_LONG_EDGE = 32;
/**
 * The smallest print the shop makes, each side, in inches: the lab's smallest sheet is 4 x 6 in,
 * and a print narrower than 4 in cannot be handled, trimmed or mounted cleanly.
 */
export const MIN_PRINT_SIDE = 4;
export const PLEXI_LONG_EDGE = 16;
/** The most one cart line may cost, print or product: larger jobs are quoted by hand. */
export const LINE_TOTAL_MAX = 1_000_000;

/** Long edge of the image in inches (border and mat excluded), 0 when no size is set. */
export function longEdge(options: Pick<PrintOptions, 'printWidth' | 'printHeight'>): number {
  return Math.max(options.printWidth ?? 0, options.printHeight ?? 0);
}

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.round(quantity)));
}
