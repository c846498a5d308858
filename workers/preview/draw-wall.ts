// The room around the piece: a softly lit wall, the piece's drop shadow, and the finished
// outside dimensions drawn as a framer's dimension lines with a caption.
import type { Ctx } from './ctx';
import { inches } from '../../src/domain/pricing/describe';
import type { PieceLayout } from './layout';
import type { PreviewScene } from './scene';

export function drawWall(ctx: Ctx, width: number, height: number) {
  const g = ctx.createLinearGradient(0, 0, 0, height);
  g.addColorStop(0, '#f1efea');
  g.addColorStop(1, '#e4e1da');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, width, height);
  // A lamp above the piece.
  const r = Math.max(width, height);
  const light = ctx.createRadialGradient(
    width * 0.45,
    -height * 0.1,
    0,
    width * 0.45,
    -height * 0.1,
    r,
  );
  light.addColorStop(0, 'rgba(255,253,247,0.55)');
  light.addColorStop(1, 'rgba(255,253,247,0)');
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, width, height);
}

/** How far the piece stands off the wall, in inches, for its shadow. */
export function standOff(scene: PreviewScene): number {
  if (scene.frame) return 1.1;
  if (scene.edge) return scene.edge.depth;
  return 0.06;
}

/**
 * Casts the shadow of whatever `trace` outlines: light from above, a little to the left. The
 * fill itself is covered by the piece drawn next.
 */
export function castShadow(
  ctx: Ctx,
  layout: PieceLayout,
  scene: PreviewScene,
  dpr: number,
  trace: () => void,
) {
  // Shadow sizes are in device pixels: the context's scale does not apply to them.
  const off = Math.max(0.9, standOff(scene) * layout.scale);
  ctx.save();
  ctx.shadowColor = 'rgba(40,30,20,0.38)';
  ctx.shadowBlur = Math.min(28 * layout.unit, 2 + off * 1.4) * dpr;
  ctx.shadowOffsetX = off * 0.35 * dpr;
  ctx.shadowOffsetY = off * 0.8 * dpr;
  trace();
  ctx.fillStyle = '#888';
  ctx.fill();
  ctx.restore();
}

function label(ctx: Ctx, text: string, x: number, y: number, unit: number) {
  ctx.font = `600 ${Math.max(10, Math.round(11 * unit))}px Inter, system-ui, sans-serif`;
  const w = ctx.measureText(text).width + 8 * unit;
  const h = Math.max(14, 16 * unit);
  ctx.fillStyle = 'rgba(241,239,234,0.96)';
  ctx.fillRect(x - w / 2, y - h / 2, w, h);
  ctx.fillStyle = '#4a4540';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + 0.5);
}

function tick(ctx: Ctx, x: number, y: number, vertical: boolean, size: number) {
  ctx.moveTo(vertical ? x - size : x, vertical ? y : y - size);
  ctx.lineTo(vertical ? x + size : x, vertical ? y : y + size);
}

/** Dimension lines under and beside the piece, and the finished-size caption. */
export function drawDimensions(
  ctx: Ctx,
  layout: PieceLayout,
  scene: PreviewScene,
  width: number,
  height: number,
) {
  const { front, dx, dy, unit, text: t } = layout;
  ctx.save();
  if (scene.sized) {
    const y = front.y + front.h + dy + 6 * unit + 10 * t;
    const x = front.x + front.w + dx + 6 * unit + 10 * t;
    ctx.strokeStyle = '#8a847b';
    ctx.lineWidth = Math.max(1, t);
    ctx.beginPath();
    ctx.moveTo(front.x, y);
    ctx.lineTo(front.x + front.w, y);
    tick(ctx, front.x, y, false, 5 * t);
    tick(ctx, front.x + front.w, y, false, 5 * t);
    ctx.moveTo(x, front.y);
    ctx.lineTo(x, front.y + front.h);
    tick(ctx, x, front.y, true, 5 * t);
    tick(ctx, x, front.y + front.h, true, 5 * t);
    ctx.stroke();
    label(ctx, `${inches(scene.outside.width)}"`, front.x + front.w / 2, y, t);
    label(ctx, `${inches(scene.outside.height)}"`, x, front.y + front.h / 2, t);
  }
  ctx.font = `${Math.max(11, Math.round(12.5 * t))}px Inter, system-ui, sans-serif`;
  ctx.fillStyle = '#5c5650';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(scene.label, width / 2, height - 8 * unit - 6 * t);
  ctx.restore();
}
