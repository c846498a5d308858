// The configurator's option rules (spec section 4) as pure transitions: each takes the
// current print options and returns the next ones, already normalised. The form calls one
// per control; the same functions can replay a configuration on the server.
//
// Where the spec is silent: choosing a media keeps the size, quantity and preset; turning
// the mat off also clears the 0.5" border the mat had set; the default varnish of a canvas is
// the first varnish listed.
import { NO_MOUNTING, findByValue, isCanvasMedia, isGlassMedia, offers } from './config-lists';
import type { ConfigLists, Media, Preset, Wrap } from './config-lists';
import {
  FRAME_MAX_LONG_EDGE,
  PLEXI_LONG_EDGE,
  clampQuantity,
  emptyPrintOptions,
  longEdge,
} from './print-options';
import type { PrintOptions } from './print-options';
import { deriveHeight, deriveWidth, roundToHalfInch, sizeFromLongEdge } from './size-rounding';

export const RULE_DEFAULTS = {
  frame: 'black',
  mat: 'white',
  matSize: 2,
  matBorder: 0.5,
  frameMounting: 'mdf',
  framedStretcher: 'one',
} as const;

export const INFO_MESSAGES = {
  whiteWrap: 'A white wrap is used with a frame.',
  framesDisabled: 'Frames are disabled for prints over 32".',
  plexi: 'Plexi is used for prints over 16".',
  frameWidth: "All frames are 1' wide",
} as const;
export type InfoMessage = keyof typeof INFO_MESSAGES;

function parts(o: PrintOptions, lists: ConfigLists) {
  const media = findByValue(lists.medias, o.media);
  const mounting = findByValue(lists.mountings, o.mountingOrStretcher);
  return { media, mounting, stretchedCanvas: isCanvasMedia(media) && !!mounting?.stretcher };
}

const whiteWrap = (lists: ConfigLists): Wrap | undefined =>
  lists.wraps.find((w) => w.type === 'white');
const framesAllowed = (o: PrintOptions, media: Media | undefined) =>
  offers(media, 'frame') && longEdge(o) <= FRAME_MAX_LONG_EDGE;

/** Re-establishes every standing rule; transitions end here, and it is idempotent. */
export function normalize(o: PrintOptions, lists: ConfigLists): PrintOptions {
  const { media, mounting } = parts(o, lists);
  const n: PrintOptions = { ...o, quantity: clampQuantity(o.quantity) };
  if (!framesAllowed(n, media)) n.frame = null;
  if (!offers(media, 'mat') || n.mat === null) [n.mat, n.matSize] = [null, null];
  if (!offers(media, 'border')) n.border = null;
  if (!offers(media, 'varnish')) n.varnish = null;
  if (!offers(media, 'deckling')) n.deckling = false;
  const mountingGroup = mounting?.stretcher ? 'stretcher' : 'mounting';
  if (mounting && mounting.value !== NO_MOUNTING && !offers(media, mountingGroup)) {
    n.mountingOrStretcher = null;
  }
  if (!offers(media, 'wrap') || !parts(n, lists).stretchedCanvas) n.wrap = null;
  if (n.frame === null || !offers(media, 'plexi')) n.plexi = false;
  else if (longEdge(n) > PLEXI_LONG_EDGE) n.plexi = true;
  if (n.frame !== null && parts(n, lists).stretchedCanvas) n.wrap = whiteWrap(lists)?.value ?? null;
  if (findByValue(lists.wraps, n.wrap)?.type !== 'color') n.wrapColor = null;
  return n;
}

/** Choosing media resets the form; canvas gets the default varnish, other media none. */
export function chooseMedia(o: PrintOptions, media: string, lists: ConfigLists): PrintOptions {
  const canvas = isCanvasMedia(findByValue(lists.medias, media));
  const varnish = canvas ? (lists.varnishes[0]?.value ?? null) : null;
  return normalize({ ...keptOnReset(o), media, varnish }, lists);
}

function keptOnReset(o: PrintOptions): PrintOptions {
  const { preset, size, printWidth, printHeight, quantity } = o;
  return { ...emptyPrintOptions, preset, size, printWidth, printHeight, quantity };
}

/** A frame needs something behind it: a board (mdf), or the framing stretcher and white wrap. */
function mountForFrame(o: PrintOptions, lists: ConfigLists): PrintOptions {
  const { media, mounting } = parts(o, lists);
  const has = (value: string) => findByValue(lists.mountings, value) !== undefined;
  if (mounting?.stretcher && has(RULE_DEFAULTS.framedStretcher)) {
    const wrap = whiteWrap(lists)?.value ?? null;
    return { ...o, mountingOrStretcher: RULE_DEFAULTS.framedStretcher, wrap };
  }
  const unmounted = !mounting || mounting.value === NO_MOUNTING;
  if (
    o.mat === null &&
    unmounted &&
    offers(media, 'mounting') &&
    has(RULE_DEFAULTS.frameMounting)
  ) {
    return { ...o, mountingOrStretcher: RULE_DEFAULTS.frameMounting };
  }
  return o;
}

/** Frame on (a value; the black frame when turned on) or off (null). */
export function chooseFrame(
  o: PrintOptions,
  frame: string | null,
  lists: ConfigLists,
): PrintOptions {
  if (frame === null) {
    const wrap = parts(o, lists).stretchedCanvas ? null : o.wrap;
    return normalize({ ...o, frame: null, plexi: false, wrap }, lists);
  }
  if (!framesAllowed(o, parts(o, lists).media)) return normalize(o, lists);
  // Turning the frame on clears the border (a mat's too); another frame keeps what is set.
  const border = o.frame === null ? null : o.border;
  return normalize(mountForFrame({ ...o, frame, border }, lists), lists);
}

export function toggleFrame(o: PrintOptions, on: boolean, lists: ConfigLists): PrintOptions {
  return chooseFrame(o, on ? (o.frame ?? RULE_DEFAULTS.frame) : null, lists);
}

/** Mat on (a value; the white mat, 2" wide, when turned on) or off (null). */
export function chooseMat(o: PrintOptions, mat: string | null, lists: ConfigLists): PrintOptions {
  if (mat === null) return normalize({ ...o, mat: null, matSize: null, border: null }, lists);
  const { media } = parts(o, lists);
  return normalize(
    {
      ...o,
      mat,
      matSize: o.mat === null ? RULE_DEFAULTS.matSize : o.matSize,
      border: RULE_DEFAULTS.matBorder,
      mountingOrStretcher: isCanvasMedia(media) ? o.mountingOrStretcher : NO_MOUNTING,
    },
    lists,
  );
}

export function toggleMat(o: PrintOptions, on: boolean, lists: ConfigLists): PrintOptions {
  return chooseMat(o, on ? (o.mat ?? RULE_DEFAULTS.mat) : null, lists);
}

/** A stretcher newly chosen for an unframed canvas starts with no wrap: the buyer picks one. */
export function chooseMounting(o: PrintOptions, value: string, lists: ConfigLists): PrintOptions {
  const wasStretched = parts(o, lists).stretchedCanvas;
  const next = { ...o, mountingOrStretcher: value };
  const nowStretched = parts(next, lists).stretchedCanvas;
  if (nowStretched && !wasStretched && o.frame === null) next.wrap = null;
  return normalize(next, lists);
}

export function chooseWrap(o: PrintOptions, wrap: string | null, lists: ConfigLists): PrintOptions {
  return normalize({ ...o, wrap }, lists);
}

/** Fields with no rule of their own (border, mat size, wrap colour, varnish, torn edge...). */
export function setOption<K extends keyof PrintOptions>(
  o: PrintOptions,
  field: K,
  value: PrintOptions[K],
  lists: ConfigLists,
): PrintOptions {
  return normalize({ ...o, [field]: value }, lists);
}

/** The wraps offered: none without a stretcher (a wrap needs one), only white when framed. */
export function availableWraps(o: PrintOptions, lists: ConfigLists): Wrap[] {
  const { media, stretchedCanvas } = parts(o, lists);
  if (!offers(media, 'wrap') || !stretchedCanvas) return [];
  return stretchedCanvas && o.frame !== null
    ? lists.wraps.filter((w) => w.type === 'white')
    : lists.wraps;
}

/** A size choice: a long edge from printSizes (the other side follows the image ratio,
 * width / height), 'custom' (keeps the typed size) or 'none'. */
export function chooseSize(
  o: PrintOptions,
  size: PrintOptions['size'],
  ratio: number,
  lists: ConfigLists,
): PrintOptions {
  if (size === 'custom') return normalize({ ...o, size }, lists);
  if (size === 'none') return normalize({ ...o, size, printWidth: null, printHeight: null }, lists);
  const { width, height } = sizeFromLongEdge(size, ratio);
  return normalize({ ...o, size, printWidth: width, printHeight: height }, lists);
}

/**
 * Typing a width snaps it to the half inch and derives the height from it and the image ratio,
 * so the pair shown is one the server recognises as the image's (keepsRatio).
 */
export function editWidth(
  o: PrintOptions,
  width: number | null,
  ratio: number,
  lists: ConfigLists,
): PrintOptions {
  const printWidth = width === null ? null : roundToHalfInch(width);
  const printHeight = printWidth === null ? o.printHeight : deriveHeight(printWidth, ratio);
  return normalize({ ...o, size: 'custom', printWidth, printHeight }, lists);
}

export function editHeight(
  o: PrintOptions,
  height: number | null,
  ratio: number,
  lists: ConfigLists,
): PrintOptions {
  const printHeight = height === null ? null : roundToHalfInch(height);
  const printWidth = printHeight === null ? o.printWidth : deriveWidth(printHeight, ratio);
  return normalize({ ...o, size: 'custom', printWidth, printHeight }, lists);
}

/** Applies a preset over a fresh form for its media; a preset without a size keeps the current one. */
export function applyPreset(
  o: PrintOptions,
  preset: Preset,
  ratio: number,
  lists: ConfigLists,
): PrintOptions {
  const { size, media, ...rest } = preset.config;
  const fresh = { ...o, preset: preset.value };
  const mediaValue = media ?? o.media;
  const base =
    mediaValue === null
      ? normalize(keptOnReset(fresh), lists)
      : chooseMedia(fresh, mediaValue, lists);
  const sized = size === undefined ? base : chooseSize(base, size, ratio, lists);
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  return normalize({ ...sized, ...defined }, lists);
}

/** Which info messages apply now, in the order the form shows them. */
export function activeInfoMessages(o: PrintOptions, lists: ConfigLists): InfoMessage[] {
  const { media, stretchedCanvas } = parts(o, lists);
  const active: InfoMessage[] = [];
  if (offers(media, 'frame') && !framesAllowed(o, media)) active.push('framesDisabled');
  if (o.frame !== null) active.push('frameWidth');
  if (o.frame !== null && isGlassMedia(media) && longEdge(o) > PLEXI_LONG_EDGE)
    active.push('plexi');
  if (o.frame !== null && stretchedCanvas) active.push('whiteWrap');
  return active;
}
