// What holds the print: stretcher bars by the sheet's perimeter, or a board mount by its
// back area (the sheet) at the adhesive's rate plus the board's.
import type { Pricing } from '../config-lists';
import type { LineDraft } from './price-line';
import { area, perimeter } from './piece';
import type { Piece } from './piece';
import { inches, rate, squareInches } from './describe';

export function supportLine(p: Piece, pricing: Pricing): LineDraft | null {
  const m = p.mounting;
  if (!m) return null;
  if (m.stretcher) {
    const linearIn = perimeter(p.sheet);
    return {
      product: 'stretcher',
      productVariant: m.value,
      amount: linearIn,
      itemPrice: linearIn * m.pricePerLinearIn,
      description: `${m.text} (${inches(linearIn)} linear in at ${rate(m.pricePerLinearIn, 'in')})`,
    };
  }
  const sqIn = area(p.sheet);
  const perSqIn = pricing.mountingAdhesive + m.pricePerSqIn;
  return {
    product: 'mounting',
    productVariant: m.value,
    amount: sqIn,
    itemPrice: sqIn * perSqIn,
    description: `${m.text} (${squareInches(sqIn)} sq in at ${rate(perSqIn, 'sq in')} with adhesive)`,
  };
}
