// Where the piece goes on the canvas: the scale in px per inch and the nested rectangles
// (outside front, inside the frame, mat opening, image), leaving room below and to the right
// for the dimension lines and the caption. Pure arithmetic, tested under Node.
import type { PreviewScene } from './scene';
import type { Rect } from './types';

/** A small print is not blown up beyond what this much wall would show. */
export const MIN_WALL_INCHES = 14;
/** The side view's slant: px across and down per px of depth. */
export const SIDE_DX = 0.7;
export const SIDE_DY = 0.5;

export interface PieceLayout {
  /** Pixels per inch. */
  scale: number;
  /** Unit of spacing: 1 at 500 px wide. */
  unit: number;
  /** Unit of text and ticks: like `unit`, but text does not grow past 1.3x. */
  text: number;
  /** The front of the piece, outside edge. */
  front: Rect;
  /** The side view's offset in px (0 without a side). */
  dx: number;
  dy: number;
  /** Inside the frame (null without a frame). */
  inner: Rect | null;
  /** The mat's opening (null without a mat). */
  opening: Rect | null;
  /** The printed sheet (image plus border) as drawn. */
  sheet: Rect;
  /** The artwork's visible area on the front. */
  image: Rect;
}

export const inset = (r: Rect, by: number): Rect => ({
  x: r.x + by,
  y: r.y + by,
  w: Math.max(1, r.w - 2 * by),
  h: Math.max(1, r.h - 2 * by),
});

export function layoutPiece(scene: PreviewScene, width: number, height: number): PieceLayout {
  const unit = width / 500;
  const text = Math.min(1.3, Math.max(0.8, unit));
  const margin = 22 * unit;
  const right = 16 * unit + 30 * text; // vertical dimension line and its label
  const bottom = 22 * unit + 44 * text; // horizontal dimension line and the caption
  const depth = scene.edge?.depth ?? 0;
  const outW = scene.outside.width + depth * SIDE_DX;
  const outH = scene.outside.height + depth * SIDE_DY;
  const availW = Math.max(10, width - 2 * margin - right);
  const availH = Math.max(10, height - margin - bottom);
  const scale = Math.min(availW / Math.max(outW, MIN_WALL_INCHES), availH / outH);
  const dx = depth * scale * SIDE_DX;
  const dy = depth * scale * SIDE_DY;
  const w = scene.outside.width * scale;
  const h = scene.outside.height * scale;
  const front: Rect = {
    x: Math.round(margin + (availW - (w + dx)) / 2),
    y: Math.round(margin + (availH - (h + dy)) / 2),
    w,
    h,
  };

  const inner = scene.frame ? inset(front, scene.frame.width * scale) : null;
  const held = inner ?? front;
  const opening = scene.mat ? inset(held, scene.mat.width * scale) : null;
  const sheet = opening ?? held;
  const image = inset(sheet, scene.border * scale);
  return { scale, unit, text, front, dx, dy, inner, opening, sheet, image };
}
