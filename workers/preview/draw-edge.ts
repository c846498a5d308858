// The side of a stretched canvas (the gallery edge) or of a mounting board, seen slightly from
// the right and above: the right and bottom sides as parallelograms `dx`, `dy` px deep. A
// stretched canvas's sides show its wrap: the image turning the corner, the edge mirrored,
// or a solid white, black or chosen colour.
import type { Ctx } from './ctx';
import type { Crop } from './draw-print';
import type { EdgeLook } from './scene';
import type { Rect } from './types';

export interface EdgeArt {
  bitmap: ImageBitmap | null;
  /** The crop shown on the front face. */
  face: Crop | null;
  /** The wrap's depth in bitmap pixels, across and down. */
  stripX: number;
  stripY: number;
}

function parallelogram(ctx: Ctx, pts: [number, number][]) {
  ctx.beginPath();
  pts.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
}

/** Outline of the front plus both visible sides (for the drop shadow). */
export function traceWithSides(ctx: Ctx, f: Rect, dx: number, dy: number) {
  const [x0, y0, x1, y1] = [f.x, f.y, f.x + f.w, f.y + f.h];
  parallelogram(ctx, [
    [x0, y0],
    [x1, y0],
    [x1 + dx, y0 + dy],
    [x1 + dx, y1 + dy],
    [x0 + dx, y1 + dy],
    [x0, y1],
  ]);
}

/**
 * Draws the right and bottom sides of a piece whose front is `f`. The image strips are
 * mapped onto each side with an affine transform (a rectangle maps onto a parallelogram).
 */
export function drawEdge(ctx: Ctx, f: Rect, dx: number, dy: number, look: EdgeLook, art: EdgeArt) {
  const [x0, y0, x1, y1] = [f.x, f.y, f.x + f.w, f.y + f.h];
  const right: [number, number][] = [
    [x1, y0],
    [x1 + dx, y0 + dy],
    [x1 + dx, y1 + dy],
    [x1, y1],
  ];
  const bottom: [number, number][] = [
    [x0, y1],
    [x1, y1],
    [x1 + dx, y1 + dy],
    [x0 + dx, y1 + dy],
  ];
  const { bitmap, face } = art;
  const stripped = look.kind === 'wrap' && (look.wrap === 'image' || look.wrap === 'mirror');

  if (stripped && bitmap && face && art.stripX > 0 && art.stripY > 0) {
    // Image wrap: the strips between the face and the image's edge. Mirror: the face's own
    // edge strips, flipped outward. Each is the wrap's depth of the printed image.
    const mirror = look.kind === 'wrap' && look.wrap === 'mirror';
    const { stripX, stripY } = art;
    const rx = mirror ? face.sx + face.sw - stripX : face.sx + face.sw;
    const by = mirror ? face.sy + face.sh - stripY : face.sy + face.sh;
    ctx.save();
    parallelogram(ctx, right);
    ctx.clip();
    if (mirror) ctx.transform(-dx, -dy, 0, f.h, x1 + dx, y0 + dy);
    else ctx.transform(dx, dy, 0, f.h, x1, y0);
    ctx.drawImage(bitmap, rx, face.sy, stripX, face.sh, 0, 0, 1, 1);
    ctx.restore();
    ctx.save();
    parallelogram(ctx, bottom);
    ctx.clip();
    if (mirror) ctx.transform(f.w, 0, -dx, -dy, x0 + dx, y1 + dy);
    else ctx.transform(f.w, 0, dx, dy, x0, y1);
    ctx.drawImage(bitmap, face.sx, by, face.sw, stripY, 0, 0, 1, 1);
    ctx.restore();
  } else {
    const color = look.color ?? (look.kind === 'wrap' ? '#f4f2ec' : '#222222');
    for (const side of [right, bottom]) {
      parallelogram(ctx, side);
      ctx.fillStyle = color;
      ctx.fill();
    }
  }
  // Sides turn away from the light: the right one a little, the bottom one more.
  parallelogram(ctx, right);
  ctx.fillStyle = 'rgba(0,0,0,0.16)';
  ctx.fill();
  parallelogram(ctx, bottom);
  ctx.fillStyle = 'rgba(0,0,0,0.3)';
  ctx.fill();
  ctx.strokeStyle = 'rgba(0,0,0,0.25)';
  ctx.lineWidth = 0.6;
  ctx.beginPath();
  ctx.moveTo(x1, y0);
  ctx.lineTo(x1, y1);
  ctx.lineTo(x0, y1);
  ctx.moveTo(x1, y1);
  ctx.lineTo(x1 + dx, y1 + dy);
  ctx.stroke();
}
