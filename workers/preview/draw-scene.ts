// Draws a whole preview, back to front: wall, shadow, the canvas or board side, the frame,
// the mat over the sheet, the artwork, the frame's shadow on what it holds, the glazing's
// sheen, and the dimension lines. Runs the same in the worker and on the page.
import type { Ctx } from './ctx';
import { traceWithSides, drawEdge } from './draw-edge';
import { drawFrame, drawFrameShadow } from './draw-frame';
import type { FrameArt } from './draw-frame';
import {
  coverCrop,
  drawArtwork,
  drawCanvasWeave,
  drawGlazing,
  drawMat,
  drawSheet,
  insetCrop,
  traceSheet,
} from './draw-print';
import type { Crop } from './draw-print';
import { castShadow, drawDimensions, drawWall } from './draw-wall';
import { layoutPiece } from './layout';
import type { PieceLayout } from './layout';
import { shade } from './ctx';
import type { PreviewScene } from './scene';

export interface SceneArt {
  bitmap: ImageBitmap | null;
  frame: FrameArt;
}

export interface DrawnScene {
  layout: PieceLayout;
  /** The bitmap's pixels shown in layout.image, for the eyedropper. */
  faceCrop: Crop | null;
  frameSource: 'images' | 'drawn' | null;
}

export function drawScene(
  ctx: Ctx,
  scene: PreviewScene,
  art: SceneArt,
  width: number,
  height: number,
  dpr: number,
): DrawnScene {
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  drawWall(ctx, width, height);
  const layout = layoutPiece(scene, width, height);
  const { front, dx, dy, inner, opening, sheet, image, scale, unit } = layout;
  const amp = Math.min(6 * unit, Math.max(1.6, 0.14 * scale));
  const looseSheet = !scene.frame && !scene.mat && !scene.edge;

  castShadow(ctx, layout, scene, dpr, () => {
    if (scene.edge) traceWithSides(ctx, front, dx, dy);
    else traceSheet(ctx, front, looseSheet && scene.deckle, amp);
  });

  const { bitmap } = art;
  const whole = bitmap
    ? coverCrop(bitmap.width, bitmap.height, scene.image.width, scene.image.height)
    : null;
  const turnX = (scene.image.width - scene.face.width) / 2 / scene.image.width;
  const turnY = (scene.image.height - scene.face.height) / 2 / scene.image.height;
  const face = whole ? insetCrop(whole, turnX, turnY) : null;

  if (scene.edge) {
    const depth = scene.edge.depth;
    drawEdge(ctx, front, dx, dy, scene.edge, {
      bitmap,
      face,
      stripX: whole ? (depth * whole.sw) / scene.image.width : 0,
      stripY: whole ? (depth * whole.sh) / scene.image.height : 0,
    });
  }

  let frameSource: DrawnScene['frameSource'] = null;
  if (scene.frame && inner) {
    frameSource = drawFrame(ctx, front, scene.frame.width * scale, scene.frame, art.frame);
  }

  // A torn edge shows on a loose sheet or one floating in a mat's opening.
  const torn = scene.deckle && (looseSheet || !!(scene.mat && opening));
  if (torn && scene.mat && opening) {
    // The backing board shows around the floating sheet's torn edge.
    ctx.fillStyle = shade(scene.mat.color, -0.06);
    ctx.fillRect(opening.x, opening.y, opening.w, opening.h);
  }
  drawSheet(ctx, sheet, scene.paperColor, torn, amp);

  // With no border the tear runs through the artwork itself: it is clipped to the torn sheet.
  if (torn) {
    ctx.save();
    traceSheet(ctx, sheet, true, amp);
    ctx.clip();
  }
  drawArtwork(ctx, bitmap, image, face);
  if (scene.canvas) drawCanvasWeave(ctx, image);
  if (torn) ctx.restore();
  if (scene.mat && opening) {
    drawMat(ctx, inner ?? front, opening, scene.mat.color, Math.max(1.2, 0.12 * scale));
  }
  if (scene.frame && inner) {
    drawFrameShadow(ctx, inner, scene.frame.width * scale);
    if (scene.glazing) drawGlazing(ctx, inner, scene.glazing);
  }
  drawDimensions(ctx, layout, scene, width, height);
  return { layout, faceCrop: face, frameSource };
}
