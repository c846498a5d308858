// Mat, frame and what goes into the frame with them. Spacers hold a lustre print off the
// glazing when no mat does. A glass media (one that offers plexi) is framed behind glazing
// on a foamcore back: both are charged on the framed area (sheet plus mat) at the pricing
// list's per-sq-in rates; the glazing is plexi when chosen or forced above 16", else glass.
import { isLustreMedia } from '../config-lookup';
import type { Pricing } from '../config-lists';
import type { LineDraft } from './price-line';
import { area, perimeter } from './piece';
import type { Piece } from './piece';
import { dimensions, inches, rate, squareInches } from './describe';

export function matLine(p: Piece): LineDraft | null {
  if (!p.mat) return null;
  const sqIn = area(p.framed);
  const { mat, size } = p.mat;
  return {
    product: 'mat',
    productVariant: mat.value,
    amount: sqIn,
    itemPrice: sqIn * mat.pricePerSqIn,
    description: `${mat.text} mat, ${inches(size)} in, ${dimensions(p.framed)} (${squareInches(sqIn)} sq in at ${rate(mat.pricePerSqIn, 'sq in')})`,
  };
}

export function frameLine(p: Piece): LineDraft | null {
  if (!p.frame) return null;
  const linearIn = perimeter(p.framed);
  return {
    product: 'frame',
    productVariant: p.frame.value,
    amount: linearIn,
    itemPrice: linearIn * p.frame.pricePerLinearIn,
    description: `${p.frame.text} frame (${inches(linearIn)} linear in at ${rate(p.frame.pricePerLinearIn, 'in')})`,
  };
}

export function spacersLine(p: Piece, pricing: Pricing): LineDraft | null {
  if (!p.frame || p.mat || !isLustreMedia(p.media)) return null;
  const linearIn = perimeter(p.framed);
  return {
    product: 'spacers',
    productVariant: null,
    amount: linearIn,
    itemPrice: linearIn * pricing.spacers,
    description: `Spacers (${inches(linearIn)} linear in at ${rate(pricing.spacers, 'in')})`,
  };
}

export function foamcoreLine(p: Piece, pricing: Pricing): LineDraft | null {
  if (!p.glazing) return null;
  const sqIn = area(p.framed);
  return {
    product: 'foamcore',
    productVariant: null,
    amount: sqIn,
    itemPrice: sqIn * pricing.foamcore,
    description: `Foamcore backing (${squareInches(sqIn)} sq in at ${rate(pricing.foamcore, 'sq in')})`,
  };
}

export function glazingLine(p: Piece, pricing: Pricing): LineDraft | null {
  if (!p.glazing) return null;
  const sqIn = area(p.framed);
  const price = pricing[p.glazing];
  return {
    product: p.glazing,
    productVariant: null,
    amount: sqIn,
    itemPrice: sqIn * price,
    description: `${p.glazing === 'plexi' ? 'Plexi' : 'Glass'} (${squareInches(sqIn)} sq in at ${rate(price, 'sq in')})`,
  };
}
