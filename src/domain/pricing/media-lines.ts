// Media and ink, the spec's formulas:
//   media = (sheet + 2 x cut margin) area x media price per sq in, the cut margin being the
//           border table's (border-table.ts): a board's trim; on a stretcher its blank column
//           (additionalCanvas), which for a solid or mirror wrap is less the bar depth, since
//           those sides are printed (1/2 in bars: 2 1/4 white, 1 3/4 solid or mirror).
//   ink   = image area including the border x inkPrice; for a colour or mirror wrap on canvas
//           (width + extra) x (height + extra) x inkPrice, extra being the stretcher's
//           additionalInk (1 when the list gives none). A black wrap is not a colour wrap: no extra ink.
import { isCanvasMedia } from '../config-lookup';
import type { Pricing } from '../config-lists';
import { isPrintedWrap } from '../border-table';
import type { LineDraft } from './price-line';
import { area, grow } from './piece';
import type { Piece, Size } from './piece';
import { dimensions, rate, squareInches } from './describe';

/** Media cut beyond the sheet on each side, by the mounting and the wrap. */
export function cutMargin(p: Piece): number {
  const m = p.mounting;
  if (!m) return 0;
  return m.stretcher && isPrintedWrap(p.wrap?.type)
    ? m.additionalCanvas - m.depth
    : m.additionalCanvas;
}

/** Wraps whose sides are inked beyond the sheet (the spec's "colour or mirror"). */
const inksSides = (p: Piece) => p.wrap?.type === 'color' || p.wrap?.type === 'mirror';

export function mediaLine(p: Piece): LineDraft {
  const cut = grow(p.sheet, cutMargin(p));
  const sqIn = area(cut);
  return {
    product: 'media',
    productVariant: p.media.value,
    amount: sqIn,
    itemPrice: sqIn * p.media.pricePerSqIn,
    description: `${p.media.text}, ${dimensions(cut)} (${squareInches(sqIn)} sq in at ${rate(p.media.pricePerSqIn, 'sq in')})`,
  };
}

export function inkedArea(p: Piece): Size {
  if (!isCanvasMedia(p.media) || !inksSides(p) || !p.mounting?.stretcher) return p.sheet;
  const extra = p.mounting.additionalInk;
  return { width: p.sheet.width + extra, height: p.sheet.height + extra };
}

export function inkLine(p: Piece, pricing: Pricing): LineDraft {
  const inked = inkedArea(p);
  const sqIn = area(inked);
  return {
    product: 'ink',
    productVariant: inksSides(p) ? (p.wrap?.value ?? null) : null,
    amount: sqIn,
    itemPrice: sqIn * pricing.inkPrice,
    description: `Ink, ${dimensions(inked)} (${squareInches(sqIn)} sq in at ${rate(pricing.inkPrice, 'sq in')})`,
  };
}
