// What the preview shows, in inches, from the print options: the printed image, its paper
// border, the mat, the frame, glazing, the side of a stretched canvas or a mounting board, and
// the finished outside size. Pure (no canvas), so it is tested under Node and shared by the
// preview worker and the page's main-thread fallback. Geometry comes from the pricing engine's
// resolvePiece, so the picture and the price always describe the same piece.
import { isCanvasMedia } from '../../src/domain/config-lookup';
import type { ConfigLists, Frame, Media, WrapType } from '../../src/domain/config-lists';
import { dimensions, inches } from '../../src/domain/pricing/describe';
import { resolvePiece } from '../../src/domain/pricing/piece';
import type { Size } from '../../src/domain/pricing/piece';
import type { PrintOptions } from '../../src/domain/print-options';
import { sizeFromLongEdge } from '../../src/domain/size-rounding';

/** Long edge drawn before a size is chosen, so borders and mats still look in proportion. */
export const UNSIZED_LONG_EDGE = 16;

// Board mounts carry no thickness in the config lists; these are the usual stock and edge
// colours (MDF mounts are sold with a black edge), for the slim side the preview shows.
const BOARD_LOOK: Readonly<Record<string, { depth: number; color: string }>> = {
  foamcore: { depth: 0.1875, color: '#f3f2ee' },
  mdf: { depth: 0.125, color: '#1f1f1f' },
  sintra: { depth: 0.12, color: '#f5f5f3' },
  dibond: { depth: 0.125, color: '#b8bbbe' },
};
const OTHER_BOARD = { depth: 0.125, color: '#2a2a2a' };

const WRAP_SOLID: Partial<Record<WrapType, string>> = { white: '#f4f2ec', black: '#161616' };

export type FrameLook = Pick<
  Frame,
  'value' | 'color' | 'finish' | 'width' | 'cornerImage' | 'straightImage'
>;

export type EdgeLook =
  | { kind: 'wrap'; depth: number; wrap: WrapType; color: string | null }
  | { kind: 'board'; depth: number; color: string };

export interface PreviewScene {
  /** False while no size is chosen: drawn at UNSIZED_LONG_EDGE, without a size label. */
  sized: boolean;
  canvas: boolean;
  surface: Media['surface'];
  paperColor: string;
  /** The printed image. */
  image: Size;
  /** The part of the image on the front (an image wrap turns `depth` of each side). */
  face: Size;
  border: number;
  deckle: boolean;
  mat: { color: string; width: number } | null;
  frame: FrameLook | null;
  glazing: 'glass' | 'plexi' | null;
  edge: EdgeLook | null;
  /** Finished outside size; depth for a stretched canvas. */
  outside: { width: number; height: number; depth: number | null };
  label: string;
}

const paperColor = (media: Media) =>
  media.type === 'canvas' ? '#f6f3ec' : media.surface === 'matte' ? '#f9f7f1' : '#fcfcfa';

/** The image size to draw: the chosen one, or the unsized default at the image ratio. */
function drawnSize(o: PrintOptions, ratio: number): { sized: boolean; w: number; h: number } {
  const w = o.printWidth ?? 0;
  const h = o.printHeight ?? 0;
  if (w > 0 && h > 0) return { sized: true, w, h };
  const s = sizeFromLongEdge(UNSIZED_LONG_EDGE, ratio > 0 ? ratio : 1);
  return { sized: false, w: s.width, h: s.height };
}

export function buildScene(o: PrintOptions, lists: ConfigLists, ratio: number): PreviewScene {
  const drawn = drawnSize(o, ratio);
  const media = lists.medias.find((m) => m.value === o.media) ?? lists.medias[0];
  const options = { ...o, media: media?.value ?? null, printWidth: drawn.w, printHeight: drawn.h };
  const piece = media ? resolvePiece(options, lists) : null;
  const image = { width: drawn.w, height: drawn.h };
  if (!piece || !media) {
    return {
      sized: drawn.sized,
      canvas: false,
      surface: 'lustre',
      paperColor: '#fcfcfa',
      image,
      face: image,
      border: 0,
      deckle: false,
      mat: null,
      frame: null,
      glazing: null,
      edge: null,
      outside: { ...image, depth: null },
      label: drawn.sized ? `Finished size ${dimensions(image)}` : 'Choose a size',
    };
  }

  const canvas = isCanvasMedia(media);
  const border = (piece.sheet.width - piece.image.width) / 2;
  const stretcher = piece.mounting?.stretcher ? piece.mounting : null;
  const board = piece.mounting && !piece.mounting.stretcher ? piece.mounting : null;
  const frame = piece.frame;
  const mat = piece.mat ? { color: piece.mat.mat.color, width: piece.mat.size } : null;

  let edge: EdgeLook | null = null;
  let face: Size = image;
  if (!frame && stretcher && canvas) {
    const wrap = piece.wrap?.type ?? 'white';
    const depth = stretcher.depth;
    if (wrap === 'image') {
      face = {
        width: Math.max(1, image.width - 2 * depth),
        height: Math.max(1, image.height - 2 * depth),
      };
    }
    const color = wrap === 'color' ? (o.wrapColor ?? '#808080') : (WRAP_SOLID[wrap] ?? null);
    edge = { kind: 'wrap', depth, wrap, color };
  } else if (!frame && board) {
    edge = { kind: 'board', ...(BOARD_LOOK[board.value] ?? OTHER_BOARD) };
  }

  // A framed stretched canvas sits in the frame at its front face; otherwise the frame holds
  // the sheet and mat.
  const held = frame && stretcher && canvas ? image : frame ? piece.framed : null;
  const front = held
    ? { width: held.width + 2 * (frame?.width ?? 0), height: held.height + 2 * (frame?.width ?? 0) }
    : edge?.kind === 'wrap'
      ? face
      : piece.sheet;
  const depth = edge?.kind === 'wrap' ? edge.depth : null;
  const size =
    depth === null
      ? dimensions(front)
      : `${dimensions(front).replace(' in', '')} x ${inches(depth)} in`;

  return {
    sized: drawn.sized,
    canvas,
    surface: media.surface,
    paperColor: paperColor(media),
    image,
    face,
    border: canvas && stretcher ? 0 : border,
    deckle: piece.deckling,
    mat,
    frame,
    glazing: piece.glazing,
    edge,
    outside: { ...front, depth },
    label: drawn.sized ? `Finished size ${size}` : 'Choose a size',
  };
}
