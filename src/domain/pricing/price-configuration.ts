// Prices a configured print: one line per component, each marked up for the image's artist
// and discounted for the buyer (see price-line.ts for the rounding order); the totals are
// the sums of the rounded lines, so they always add up.
import type { ConfigLists } from '../config-lists';
import { roundMoney, sumMoney } from '../money';
import { clampQuantity } from '../print-options';
import type { PrintOptions } from '../print-options';
import { discountRate, markupPercent } from './buyer';
import type { Buyer } from './buyer';
import { decklingLine, varnishLine } from './finish-lines';
import { foamcoreLine, frameLine, glazingLine, matLine, spacersLine } from './framing-lines';
import { inkLine, mediaLine } from './media-lines';
import { finishLine } from './price-line';
import type { LineDraft, PriceLine } from './price-line';
import { resolvePiece } from './piece';
import { supportLine } from './support-lines';

export interface Totals {
  productBaseTotal: number;
  productTotal: number;
  discountTotal: number;
  total: number;
}

export interface ConfigurationPrice extends Totals {
  /** False while media or size is missing: there are no lines and every total is 0. */
  complete: boolean;
  quantity: number;
  /** The markup percent applied (0 for the image's artist). */
  markup: number;
  lines: PriceLine[];
  /** Total for one print. */
  totalPer: number;
}

export function sumLines(lines: readonly PriceLine[]): Totals {
  return {
    productBaseTotal: sumMoney(lines.map((l) => l.productBaseTotal)),
    productTotal: sumMoney(lines.map((l) => l.productTotal)),
    discountTotal: sumMoney(lines.map((l) => l.discountTotal)),
    total: sumMoney(lines.map((l) => l.total)),
  };
}

export function priceConfiguration(
  options: PrintOptions,
  lists: ConfigLists,
  buyer: Buyer,
): ConfigurationPrice {
  const markup = markupPercent(buyer);
  const piece = resolvePiece(options, lists);
  const quantity = piece?.quantity ?? clampQuantity(options.quantity);
  const drafts: (LineDraft | null)[] = piece
    ? [
        mediaLine(piece),
        inkLine(piece, lists.pricing),
        matLine(piece),
        frameLine(piece),
        spacersLine(piece, lists.pricing),
        foamcoreLine(piece, lists.pricing),
        glazingLine(piece, lists.pricing),
        supportLine(piece, lists.pricing),
        varnishLine(piece),
        decklingLine(piece),
      ]
    : [];
  const rates = { quantity, markup: markup / 100, discount: discountRate(buyer, lists.pricing) };
  const lines = drafts.filter((d) => d !== null).map((d) => finishLine(d, rates));
  const totals = sumLines(lines);
  return {
    complete: piece !== null,
    quantity,
    markup,
    lines,
    ...totals,
    totalPer: roundMoney(totals.total / quantity),
  };
}
