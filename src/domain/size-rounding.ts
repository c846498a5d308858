// Print sizes snap to the nearest half inch with the spec's thresholds, by the fraction f
// of the size (inclusive bounds, as the spec words them):
//   f <= .25        rounds down to the whole inch ("up to .25 rounds down")
//   .25 < f < .7    gives the half inch
//   f >= .7         rounds up to the next inch (".7 or more rounds up")
// A fraction within 1e-9 of a threshold counts as on it, so 10.7 typed or computed as
// 10.699999999999999 rounds up, as a person expects.
// The image ratio is width / height throughout, carried to four decimals (aspectRatio): a size
// derived from it is known only to within size x 0.00005 / ratio, and one that close to a
// threshold counts as on it. Else 11 in wide at 4:3 (1.3333) came to 8.2502 high, past .25,
// and gave 8.5 where the exact 8.25 gives 8.

const TOLERANCE = 1e-9;
const RATIO_PRECISION = 0.00005;

export function roundToHalfInch(size: number, tolerance = TOLERANCE): number {
  const whole = Math.floor(size + tolerance);
  const fraction = size - whole;
  if (fraction <= 0.25 + tolerance) return whole;
  if (fraction < 0.7 - tolerance) return whole + 0.5;
  return whole + 1;
}

/** A size made with the ratio, rounded within what the ratio's four decimals can tell. */
const derived = (size: number, ratio: number) =>
  roundToHalfInch(size, Math.max(TOLERANCE, (size * RATIO_PRECISION) / ratio));

export function deriveHeight(width: number, ratio: number): number {
  return derived(width / ratio, ratio);
}

export function deriveWidth(height: number, ratio: number): number {
  return derived(height * ratio, ratio);
}

/**
 * Whether width x height is a size of an image of this ratio, as the configurator makes one:
 * the height derived from the width (a landscape size choice, a typed width) or the width
 * derived from the height (a portrait size choice, a typed height). Both are tried, as the
 * rounding does not always lead back: at 1.5 a width of 8.5 derives 5.5, whose width is 8.
 */
export function keepsRatio(width: number, height: number, ratio: number): boolean {
  return deriveHeight(width, ratio) === height || deriveWidth(height, ratio) === width;
}

/** Width and height of a print whose long edge is `longEdge`, keeping the image ratio. */
export function sizeFromLongEdge(
  longEdge: number,
  ratio: number,
): { width: number; height: number } {
  return ratio >= 1
    ? { width: longEdge, height: deriveHeight(longEdge, ratio) }
    : { width: deriveWidth(longEdge, ratio), height: longEdge };
}
