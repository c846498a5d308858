// Varnish over the image; a torn (deckled) edge priced by the front area.
import type { LineDraft } from './price-line';
import { area } from './piece';
import type { Piece } from './piece';
import { inches, rate, squareInches } from './describe';

export const TORN_EDGE_PRICE = 5;
export const TORN_EDGE_LARGE_PRICE = 10;
/** Above this front area (sq in, image plus border) the torn edge costs the large price. */
export const TORN_EDGE_LARGE_AREA = 320;

export function varnishLine(p: Piece): LineDraft | null {
  if (!p.varnish) return null;
  const sqIn = area(p.image);
  return {
    product: 'varnish',
    productVariant: p.varnish.value,
    amount: sqIn,
    itemPrice: sqIn * p.varnish.pricePerSqIn,
    description: `${p.varnish.text} (${squareInches(sqIn)} sq in at ${rate(p.varnish.pricePerSqIn, 'sq in')})`,
  };
}

export function decklingLine(p: Piece): LineDraft | null {
  if (!p.deckling) return null;
  const large = area(p.sheet) > TORN_EDGE_LARGE_AREA;
  return {
    product: 'deckling',
    productVariant: null,
    amount: 1,
    itemPrice: large ? TORN_EDGE_LARGE_PRICE : TORN_EDGE_PRICE,
    description: `Torn edge (front ${large ? 'over' : 'up to'} ${inches(TORN_EDGE_LARGE_AREA)} sq in)`,
  };
}
