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
// The route's schema (routes/search-params.ts, with the list of names) reads them; it lives
// with the router so that the app's start does not load the print options' rules.
import { emptyPrintOptions } from '../../domain/print-options';
import type { PrintOptions } from '../../domain/print-options';
import { sizeFromLongEdge } from '../../domain/size-rounding';
import { OPTION_PARAMS, type OptionParams } from '../../routes/search-params';

export const CUSTOM_PRESET = 'custom';

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

/** Whether the URL carries a configuration (a preset or 'custom' was chosen). */
export function hasConfiguration(search: OptionParams): boolean {
  return search.preset !== undefined;
}

/**
 * The print options in the URL (as the /order route's schema read them: a bad value is
 * dropped), or null while no preset was chosen. The caller normalises them against the config
 * lists.
 */
export function decodeOptions(search: OptionParams, ratio: number): PrintOptions | null {
  if (search.preset === undefined) return null;
  const o: PrintOptions = {
    ...emptyPrintOptions,
    preset: search.preset === CUSTOM_PRESET ? null : search.preset,
  };
  o.media = search.media ?? null;
  if (search.size === 'custom') {
    o.size = 'custom';
    o.printWidth = search.w ?? null;
    o.printHeight = search.h ?? null;
  } else if (search.size !== undefined) {
    const { width, height } = sizeFromLongEdge(search.size, ratio > 0 ? ratio : 1);
    Object.assign(o, { size: search.size, printWidth: width, printHeight: height });
  }
  o.border = search.border ?? null;
  o.frame = search.frame ?? null;
  o.mat = search.mat ?? null;
  o.matSize = search.mat_w ?? null;
  o.plexi = search.plexi === 1;
  o.mountingOrStretcher = search.mount ?? null;
  o.wrap = search.wrap ?? null;
  o.wrapColor = search.color === undefined ? null : `#${search.color}`;
  o.varnish = search.varnish ?? null;
  o.deckling = search.torn === 1;
  o.quantity = search.qty ?? 1;
  return o;
}

/** The search with its configuration replaced (or removed with null); other keys are kept. */
export function withOptions<S extends OptionParams>(
  search: S,
  options: PrintOptions | null,
): Omit<S, keyof OptionParams> & OptionParams {
  const kept = { ...search };
  for (const k of OPTION_PARAMS) delete kept[k];
  return options ? { ...kept, ...encodeOptions(options) } : kept;
}

/** The configuration carried to another image: a custom size becomes its long edge. */
export function forAnotherImage(o: PrintOptions): OptionParams {
  if (o.size !== 'custom') return encodeOptions(o);
  const long = Math.max(o.printWidth ?? 0, o.printHeight ?? 0);
  const size = long > 0 ? long : 'none';
  return encodeOptions({ ...o, size, printWidth: null, printHeight: null });
}
