// Prices a configured print: one line per component, each marked up for the image's artist
// (see price-line.ts for the rounding order). The price per print is the sum of the lines'
// prices per item; product total = quantity x that price; discount = round(product total x
// rate), shared out over the lines; total = product total - discount. The totals are the sums
// of the rounded lines, so they always add up.
import type { ConfigLists } from '../config-lists';
import { roundMoney, sumMoney } from '../money';
import { clampQuantity } from '../print-limits';
import type { PrintOptions } from '../print-options';
import { discountRate, markupPercent } from './buyer';
import type { Buyer } from './buyer';
import { decklingLine, varnishLine } from './finish-lines';
import { foamcoreLine, frameLine, glazingLine, matLine, spacersLine } from './framing-lines';
import { inkLine, mediaLine } from './media-lines';
import { discountLines, finishLine, pricePerItem } from './price-line';
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
  /** The price per print shown (item_total): productTotal = quantity x itemPrice. */
  itemPrice: number;
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
  const rates = { quantity, markup: markup / 100 };
  const lines = discountLines(
    drafts.filter((d) => d !== null).map((d) => finishLine(d, rates)),
    discountRate(buyer, lists.pricing),
  );
  const totals = sumLines(lines);
  return {
    complete: piece !== null,
    quantity,
    markup,
    lines,
    itemPrice: sumMoney(lines.map(pricePerItem)),
    ...totals,
    totalPer: roundMoney(totals.total / quantity),
  };
}
