// Media and ink. The media is charged on the sheet plus the mounting's cut margin (the wrap
// of a stretcher, the trim of a board); ink on the image and its border, or, for a mirror or
// solid-colour wrap on canvas, on (width + extra) x (height + extra), extra being the
// stretcher's additionalInk and 1 when there is none.
import { isCanvasMedia } from '../config-lists';
import type { Pricing } from '../config-lists';
import { isPrintedWrap } from '../border-table';
import type { LineDraft } from './price-line';
import { area, grow } from './piece';
import type { Piece, Size } from './piece';
import { dimensions, inches, rate } from './describe';

const DEFAULT_INK_EXTRA = 1;

export function mediaLine(p: Piece): LineDraft {
  const cut = grow(p.sheet, p.mounting?.additionalCanvas ?? 0);
  const sqIn = area(cut);
  return {
    product: 'media',
    productVariant: p.media.value,
    amount: sqIn,
    itemPrice: sqIn * p.media.pricePerSqIn,
    description: `${p.media.text}, ${dimensions(cut)} (${inches(sqIn)} sq in at ${rate(p.media.pricePerSqIn, 'sq in')})`,
  };
}

export function inkedArea(p: Piece): Size {
  if (!isCanvasMedia(p.media) || !isPrintedWrap(p.wrap?.type)) return p.sheet;
  const extra = p.mounting?.stretcher ? p.mounting.additionalInk : DEFAULT_INK_EXTRA;
  return { width: p.sheet.width + extra, height: p.sheet.height + extra };
}

export function inkLine(p: Piece, pricing: Pricing): LineDraft {
  const inked = inkedArea(p);
  const sqIn = area(inked);
  return {
    product: 'ink',
    productVariant: p.wrap && isPrintedWrap(p.wrap.type) ? p.wrap.value : null,
    amount: sqIn,
    itemPrice: sqIn * pricing.inkPrice,
    description: `Ink, ${dimensions(inked)} (${inches(sqIn)} sq in at ${rate(pricing.inkPrice, 'sq in')})`,
  };
}
