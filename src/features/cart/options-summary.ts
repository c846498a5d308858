// A cart item's options in words ("Media: Hahnemühle Photo Rag 308", "Size: 16 x 20 in",
// "Frame: Black Satin, plexi"...), for the cart, checkout and anywhere a line is listed.
// The config lists turn stored values into their names; without them (offline, not loaded yet)
// a value is shown humanised ("photo-rag" → "Photo rag"), never as nothing.
import type { CartItem } from '../../domain/cart';
import { humanize } from '../../domain/humanize';
import { lineSizeEntries, printSizeEntries, type SummaryEntry } from '../../domain/line-size';
import { inches } from '../../domain/pricing/describe';
import type { PrintOptions } from '../../domain/print-options';

export interface OptionText {
  value: string;
  text: string;
  /** Mountings only: a stretcher rather than a board. */
  stretcher?: boolean;
}

/** The lists that name stored values; any may be missing. */
export interface OptionTexts {
  medias?: OptionText[];
  frames?: OptionText[];
  mats?: OptionText[];
  mountings?: OptionText[];
  wraps?: OptionText[];
  varnishes?: OptionText[];
}

const NO_MOUNTING = 'none';

function named(list: OptionText[] | undefined, value: string): OptionText {
  return list?.find((o) => o.value === value) ?? { value, text: humanize(value) };
}

const positive = (n: number | null | undefined): n is number => n != null && n > 0;

export function printOptionsSummary(o: PrintOptions, texts: OptionTexts = {}): SummaryEntry[] {
  const out: SummaryEntry[] = [];
  const add = (label: string, value: string) => out.push({ label, value });
  if (o.media) add('Media', named(texts.medias, o.media).text);
  out.push(...printSizeEntries(o));
  if (o.frame) add('Frame', named(texts.frames, o.frame).text + (o.plexi ? ', plexi' : ''));
  if (o.mat) {
    const width = positive(o.matSize) ? `, ${inches(o.matSize)} in` : '';
    add('Mat', named(texts.mats, o.mat).text + width);
  }
  if (o.mountingOrStretcher && o.mountingOrStretcher !== NO_MOUNTING) {
    const mounting = named(texts.mountings, o.mountingOrStretcher);
    add(mounting.stretcher ? 'Stretcher' : 'Mounting', mounting.text);
  }
  if (o.wrap) {
    const color = o.wrapColor ? ` (${o.wrapColor.toUpperCase()})` : '';
    add('Wrap', named(texts.wraps, o.wrap).text + color);
  }
  if (o.varnish) add('Varnish', named(texts.varnishes, o.varnish).text);
  if (o.deckling) add('Torn edge', 'Yes');
  return out;
}

export function cartItemSummary(
  item: Pick<CartItem, 'print_options' | 'options' | 'product'>,
  texts: OptionTexts = {},
): SummaryEntry[] {
  if (item.print_options) return printOptionsSummary(item.print_options, texts);
  return lineSizeEntries({ ...item, calculation_type: item.product?.calculation_type });
}

/** One line for a narrow place: "Media: Lustre Photo Paper · Size: 16 x 20 in". */
export function summaryLine(entries: readonly SummaryEntry[]): string {
  return entries.map((e) => `${e.label}: ${e.value}`).join(' · ');
}

/** The item's title: the image's name, or the product's. */
export function itemTitle(item: Pick<CartItem, 'image' | 'product' | 'description'>): string {
  return item.image?.name ?? item.product?.name ?? (item.description || 'Item');
}
