// The physical piece a set of print options describes, resolved against the config lists.
// Options the media does not offer are left out, so a stale field never adds a charge; a wrap
// counts only on a stretcher (it is how a stretched canvas's sides look).
import { NO_MOUNTING, findByValue, isGlassMedia, offers } from '../config-lookup';
import type { ConfigLists, Frame, Mat, Media, Mounting, Varnish, Wrap } from '../config-lists';
import { PLEXI_LONG_EDGE, clampQuantity, longEdge } from '../print-limits';
import type { PrintOptions } from '../print-options';

export interface Size {
  width: number;
  height: number;
}

export interface Piece {
  media: Media;
  quantity: number;
  /** The image, without border. */
  image: Size;
  /** The printed sheet: image plus border. */
  sheet: Size;
  /** The sheet plus the mat: what the frame holds. */
  framed: Size;
  mat: { mat: Mat; size: number } | null;
  frame: Frame | null;
  glazing: 'glass' | 'plexi' | null;
  mounting: Mounting | null;
  wrap: Wrap | null;
  varnish: Varnish | null;
  deckling: boolean;
}

export const area = (s: Size): number => s.width * s.height;
export const perimeter = (s: Size): number => 2 * (s.width + s.height);
export const grow = (s: Size, byEachSide: number): Size => ({
  width: s.width + 2 * byEachSide,
  height: s.height + 2 * byEachSide,
});

/** The piece, or null while media or size is missing. */
export function resolvePiece(o: PrintOptions, lists: ConfigLists): Piece | null {
  const media = findByValue(lists.medias, o.media);
  const width = o.printWidth ?? 0;
  const height = o.printHeight ?? 0;
  if (!media || !(width > 0) || !(height > 0)) return null;

  const may = <T>(group: Parameters<typeof offers>[1], item: T | undefined): T | null =>
    offers(media, group) && item ? item : null;
  const border = offers(media, 'border') ? Math.max(0, o.border ?? 0) : 0;
  const matItem = may('mat', findByValue(lists.mats, o.mat));
  const mat = matItem ? { mat: matItem, size: Math.max(0, o.matSize ?? 0) } : null;
  const frame = may('frame', findByValue(lists.frames, o.frame));
  const mountingItem = findByValue(lists.mountings, o.mountingOrStretcher);
  const mounting =
    mountingItem && mountingItem.value !== NO_MOUNTING
      ? may(mountingItem.stretcher ? 'stretcher' : 'mounting', mountingItem)
      : null;
  const plexi = o.plexi || longEdge(o) > PLEXI_LONG_EDGE;

  const image = { width, height };
  const sheet = grow(image, border);
  return {
    media,
    quantity: clampQuantity(o.quantity),
    image,
    sheet,
    framed: grow(sheet, mat?.size ?? 0),
    mat,
    frame,
    glazing: frame && isGlassMedia(media) ? (plexi ? 'plexi' : 'glass') : null,
    mounting,
    wrap: mounting?.stretcher ? may('wrap', findByValue(lists.wraps, o.wrap)) : null,
    varnish: may('varnish', findByValue(lists.varnishes, o.varnish)),
    deckling: offers(media, 'deckling') && o.deckling,
  };
}
