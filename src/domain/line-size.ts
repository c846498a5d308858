// A line's size in words, one description for the cart, the checkout and an order: a print's
// print size and border; an additional product's measurements by its calculation type. An
// order line is described from the options it stored, so orders placed before keep theirs.
import type { AdditionalProductFields } from './cart';
import { inches } from './pricing/describe';
import type { PrintOptions } from './print-options';

export interface SummaryEntry {
  label: string;
  value: string;
}

const positive = (n: number | null | undefined): n is number => n != null && n > 0;

const borderEntry = (border: number): SummaryEntry => ({
  label: 'Border',
  value: `${inches(border)} in`,
});

export function printSizeEntries(
  o: Pick<PrintOptions, 'printWidth' | 'printHeight' | 'border'>,
): SummaryEntry[] {
  const out: SummaryEntry[] = [];
  if (positive(o.printWidth) && positive(o.printHeight)) {
    out.push({ label: 'Size', value: `${inches(o.printWidth)} x ${inches(o.printHeight)} in` });
  }
  if (positive(o.border)) out.push(borderEntry(o.border));
  return out;
}

/** An additional product's measurements, by its calculation type. */
export function productSizeEntries(
  calculationType: string | undefined,
  o: AdditionalProductFields,
): SummaryEntry[] {
  const w = o.width;
  const h = o.height;
  if (!positive(w) || !positive(h)) return [];
  const size = `${inches(w)} x ${inches(h)}`;
  if (calculationType === 'cubicIn') {
    return [{ label: 'Size', value: `${size} x ${inches(o.depth ?? 0)} in` }];
  }
  const entries = [{ label: 'Size', value: `${size} in` }];
  if (calculationType === 'borderedSqIn' && positive(o.border)) entries.push(borderEntry(o.border));
  return entries;
}

export interface SizedLine {
  print_options: Pick<PrintOptions, 'printWidth' | 'printHeight' | 'border'> | null;
  options: AdditionalProductFields | null;
  calculation_type?: string | undefined;
}

export function lineSizeEntries(line: SizedLine): SummaryEntry[] {
  if (line.print_options) return printSizeEntries(line.print_options);
  if (line.options) return productSizeEntries(line.calculation_type, line.options);
  return [];
}

/** For a Size column: "10 x 8 in, Border: 1 in"; null for a line without measurements. */
export function lineSizeText(line: SizedLine): string | null {
  const entries = lineSizeEntries(line);
  if (entries.length === 0) return null;
  return entries.map((e) => (e.label === 'Size' ? e.value : `${e.label}: ${e.value}`)).join(', ');
}
