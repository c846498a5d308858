// The configuration in the /order URL, so Back works and a configured print can be shared or
// bookmarked. One short, readable parameter per option; an option at its default is left out:
//
//   preset   preset value, or 'custom'. Absent: the preset step shows (no configuration yet).
//   media    media value                     size    long edge in inches, or 'custom'
//   w, h     width and height (custom size)  border  paper border, inches each side
//   frame    frame value                     mat     mat value; mat_w its width, inches
//   plexi    1 for plexi glazing             mount   mounting or stretcher value
//   wrap     wrap value                      color   wrap colour, hex without '#'
//   varnish  varnish value                   torn    1 for a torn (deckled) edge
//   qty      quantity, when not 1
//
// e.g. /order?image_id=12&mode=create&preset=framed-fine-art&media=photo-rag&size=16
//        &border=0.5&frame=black&mat=white&mat_w=2&mount=none
// A size from the list keeps only its long edge: the other side follows the image ratio.
import { emptyPrintOptions } from '../../domain/print-options';
import type { PrintOptions } from '../../domain/print-options';
import { sizeFromLongEdge } from '../../domain/size-rounding';

export const CUSTOM_PRESET = 'custom';

export const OPTION_PARAMS = [
  'preset',
  'media',
  'size',
  'w',
  'h',
  'border',
  'frame',
  'mat',
  'mat_w',
  'plexi',
  'mount',
  'wrap',
  'color',
  'varnish',
  'torn',
  'qty',
] as const;
export type OptionParam = (typeof OPTION_PARAMS)[number];
export type OptionParams = Partial<Record<OptionParam, string | number>>;

const round = (n: number) => Math.round(n * 1000) / 1000;

export function encodeOptions(o: PrintOptions): OptionParams {
  const p: OptionParams = { preset: o.preset ?? CUSTOM_PRESET };
  if (o.media !== null) p.media = o.media;
  if (o.size === 'custom') {
    p.size = 'custom';
    if (o.printWidth !== null) p.w = round(o.printWidth);
    if (o.printHeight !== null) p.h = round(o.printHeight);
  } else if (o.size !== 'none') p.size = o.size;
  if (o.border !== null) p.border = round(o.border);
  if (o.frame !== null) p.frame = o.frame;
  if (o.mat !== null) p.mat = o.mat;
  if (o.matSize !== null) p.mat_w = round(o.matSize);
  if (o.plexi) p.plexi = 1;
  if (o.mountingOrStretcher !== null) p.mount = o.mountingOrStretcher;
  if (o.wrap !== null) p.wrap = o.wrap;
  if (o.wrapColor !== null) p.color = o.wrapColor.replace('#', '').toLowerCase();
  if (o.varnish !== null) p.varnish = o.varnish;
  if (o.deckling) p.torn = 1;
  if (o.quantity !== 1) p.qty = o.quantity;
  return p;
}

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null;

function num(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

const flag = (v: unknown) => v === 1 || v === true || v === '1' || v === 'true';

function hex(v: unknown): string | null {
  const s = text(v)?.replace(/^#/, '').toLowerCase();
  return s && /^[0-9a-f]{6}$/.test(s) ? `#${s}` : null;
}

/** Whether the URL carries a configuration (a preset or 'custom' was chosen). */
export function hasConfiguration(search: Record<string, unknown>): boolean {
  return text(search.preset) !== null;
}

/**
 * The print options in the URL, or null while no preset was chosen. Values are read leniently
 * (a bad number is dropped); the caller normalises them against the config lists.
 */
export function decodeOptions(search: Record<string, unknown>, ratio: number): PrintOptions | null {
  const preset = text(search.preset);
  if (preset === null) return null;
  const o: PrintOptions = {
    ...emptyPrintOptions,
    preset: preset === CUSTOM_PRESET ? null : preset,
  };
  o.media = text(search.media);
  const size = search.size === 'custom' ? 'custom' : num(search.size);
  if (size === 'custom') {
    o.size = 'custom';
    o.printWidth = num(search.w);
    o.printHeight = num(search.h);
  } else if (size !== null && size > 0) {
    const { width, height } = sizeFromLongEdge(size, ratio > 0 ? ratio : 1);
    Object.assign(o, { size, printWidth: width, printHeight: height });
  }
  o.border = num(search.border);
  o.frame = text(search.frame);
  o.mat = text(search.mat);
  o.matSize = num(search.mat_w);
  o.plexi = flag(search.plexi);
  o.mountingOrStretcher = text(search.mount);
  o.wrap = text(search.wrap);
  o.wrapColor = hex(search.color);
  o.varnish = text(search.varnish);
  o.deckling = flag(search.torn);
  o.quantity = num(search.qty) ?? 1;
  return o;
}

/** The search with its configuration replaced (or removed with null); other keys are kept. */
export function withOptions<S extends Record<string, unknown>>(
  search: S,
  options: PrintOptions | null,
): Record<string, unknown> {
  const kept = Object.fromEntries(
    Object.entries(search).filter(([k]) => !(OPTION_PARAMS as readonly string[]).includes(k)),
  );
  return options ? { ...kept, ...encodeOptions(options) } : kept;
}

/** The configuration carried to another image: a custom size becomes its long edge. */
export function forAnotherImage(o: PrintOptions): OptionParams {
  if (o.size !== 'custom') return encodeOptions(o);
  const long = Math.max(o.printWidth ?? 0, o.printHeight ?? 0);
  const size = long > 0 ? long : 'none';
  return encodeOptions({ ...o, size, printWidth: null, printHeight: null });
}
