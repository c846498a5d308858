// Production borders: the blank media left around the printed area on each side, which the
// shop needs to stretch or trim the piece. The spec gives the range (1 3/4 to 3 1/2 in for
// stretchers) and four points; the rest follows one rule, so the table reads:
//
//   stretcher bars   white or image wrap   mirror, black or colour wrap
//   1/2 in           2 1/4                 1 3/4      (both given by the spec)
//   3/4 in           2 1/2                 1 3/4
//   1 in             2 3/4                 1 3/4
//   1 1/2 in         3 1/2                 2          (3 1/2 is the spec's maximum)
//   board mount: Sintra or MDF 1/2, foamcore 1/4 (spec), any other board 1/2; no mounting 0.
//
// The rule: behind the bars the canvas needs a fold to staple on, 1 3/4 in up to 1 in bars
// and 2 in for the wider 1 1/2 in bars. A solid or mirror wrap (mirror, black, colour) covers
// the sides, so only the fold is left; a white wrap leaves the sides blank too, adding the
// bar depth. An image wrap prints no extension (the image itself turns the corner), so its
// margin is the white one. The seed's `additionalCanvas` is the white column and its
// `additionalInk` twice the depth; pricing takes the solid-or-mirror column as the white one
// less the depth (true of every row), so the media is charged each wrap's own border.
import type { Mounting, WrapType } from './config-lists';
import { NO_MOUNTING } from './config-lookup';

interface StretcherRow {
  depth: number;
  blankSides: number;
  printedSides: number;
}

export const STRETCHER_BORDERS: readonly StretcherRow[] = [
  { depth: 0.5, blankSides: 2.25, printedSides: 1.75 },
  { depth: 0.75, blankSides: 2.5, printedSides: 1.75 },
  { depth: 1, blankSides: 2.75, printedSides: 1.75 },
  { depth: 1.5, blankSides: 3.5, printedSides: 2 },
];

export const MOUNT_BORDERS: Readonly<Record<string, number>> = {
  sintra: 0.5,
  mdf: 0.5,
  foamcore: 0.25,
};
const OTHER_BOARD_BORDER = 0.5;

/** Wraps that ink the sides of a stretched canvas (the spec's "solid or mirror"). */
export function isPrintedWrap(type: WrapType | null | undefined): boolean {
  return type === 'mirror' || type === 'black' || type === 'color';
}

/** The row for bars of this depth, or of the next deeper bars listed. */
function stretcherRow(depth: number): StretcherRow {
  const row = STRETCHER_BORDERS.find((r) => r.depth >= depth);
  return row ?? (STRETCHER_BORDERS[STRETCHER_BORDERS.length - 1] as StretcherRow);
}

export function stretcherBorder(depth: number, wrap: WrapType | null | undefined): number {
  const row = stretcherRow(depth);
  return isPrintedWrap(wrap) ? row.printedSides : row.blankSides;
}

export function mountBorder(value: string): number {
  if (value === NO_MOUNTING) return 0;
  return MOUNT_BORDERS[value] ?? OTHER_BOARD_BORDER;
}

/** Blank border in inches on each side for this mounting or stretcher and wrap. */
export function productionBorder(
  mounting: Mounting | undefined,
  wrap: WrapType | null | undefined,
): number {
  if (!mounting) return 0;
  return mounting.stretcher ? stretcherBorder(mounting.depth, wrap) : mountBorder(mounting.value);
}
