// The print itself and what lies on it: the paper (with a torn, deckled edge when chosen), the
// artwork, a canvas weave, the mat with its bevelled white core, and the glazing's sheen.
import type { Ctx } from './ctx';
import { luminance, seeded, shade } from './ctx';
import type { Rect } from './types';

/** Source rectangle of a bitmap, in its pixels. */
export interface Crop {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/** The part of `bitmap` that covers a `w` x `h` box, centred (object-fit: cover). */
export function coverCrop(bw: number, bh: number, w: number, h: number): Crop {
  const scale = Math.max(w / bw, h / bh);
  const sw = w / scale;
  const sh = h / scale;
  return { sx: (bw - sw) / 2, sy: (bh - sh) / 2, sw, sh };
}

/** Inset of a crop by fractions of its own size on each side (an image wrap's turned edges). */
export function insetCrop(c: Crop, fx: number, fy: number): Crop {
  return {
    sx: c.sx + c.sw * fx,
    sy: c.sy + c.sh * fy,
    sw: c.sw * (1 - 2 * fx),
    sh: c.sh * (1 - 2 * fy),
  };
}

/** A neutral sample picture (calculator mode offline): a soft landscape. */
export function drawSample(ctx: Ctx, r: Rect) {
  const sky = ctx.createLinearGradient(0, r.y, 0, r.y + r.h);
  sky.addColorStop(0, '#9fb9cf');
  sky.addColorStop(0.55, '#e8d9bf');
  sky.addColorStop(1, '#8a9a6e');
  ctx.fillStyle = sky;
  ctx.fillRect(r.x, r.y, r.w, r.h);
  const hills: [number, string][] = [
    [0.62, '#7d8f6a'],
    [0.72, '#5f7458'],
    [0.84, '#44583f'],
  ];
  hills.forEach(([level, color], i) => {
    ctx.beginPath();
    ctx.moveTo(r.x, r.y + r.h);
    for (let x = 0; x <= r.w; x += Math.max(4, r.w / 40)) {
      const y = r.y + r.h * level + Math.sin(x / (r.w / (3 + i)) + i) * r.h * 0.04;
      ctx.lineTo(r.x + x, y);
    }
    ctx.lineTo(r.x + r.w, r.y + r.h);
    ctx.closePath();
    ctx.fillStyle = color;
    ctx.fill();
  });
  ctx.fillStyle = 'rgba(255,244,214,0.85)';
  ctx.beginPath();
  ctx.arc(r.x + r.w * 0.72, r.y + r.h * 0.3, Math.min(r.w, r.h) * 0.07, 0, Math.PI * 2);
  ctx.fill();
}

export function drawArtwork(ctx: Ctx, bitmap: ImageBitmap | null, r: Rect, crop: Crop | null) {
  if (!bitmap || !crop) {
    drawSample(ctx, r);
    return;
  }
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, crop.sx, crop.sy, crop.sw, crop.sh, r.x, r.y, r.w, r.h);
}

/**
 * Traces the sheet's outline: a rectangle, or a torn deckle edge, ragged by up to `amp` px
 * inward with fibres every few pixels. Seeded, so the edge stays put between renders.
 */
export function traceSheet(ctx: Ctx, r: Rect, deckle: boolean, amp: number, seed = 7) {
  ctx.beginPath();
  if (!deckle) {
    ctx.rect(r.x, r.y, r.w, r.h);
    return;
  }
  const rnd = seeded(seed);
  let drift = 0.5;
  const jag = () => {
    // A slow wander plus fine fibres: how a hand-torn or mould-made edge looks.
    drift = Math.min(1, Math.max(0, drift + (rnd() - 0.5) * 0.5));
    return amp * (0.15 + 0.6 * drift + 0.25 * rnd());
  };
  const step = Math.max(1.5, amp * 0.9);
  const [x0, y0, x1, y1] = [r.x, r.y, r.x + r.w, r.y + r.h];
  ctx.moveTo(x0 + jag(), y0 + jag());
  for (let x = x0 + step; x < x1; x += step) ctx.lineTo(x, y0 + jag());
  for (let y = y0; y < y1; y += step) ctx.lineTo(x1 - jag(), y);
  for (let x = x1; x > x0; x -= step) ctx.lineTo(x, y1 - jag());
  for (let y = y1; y > y0; y -= step) ctx.lineTo(x0 + jag(), y);
  ctx.closePath();
}

export function drawSheet(ctx: Ctx, r: Rect, color: string, deckle: boolean, amp: number) {
  traceSheet(ctx, r, deckle, amp);
  ctx.fillStyle = color;
  ctx.fill();
  if (deckle) {
    // The torn fibres are thinner and let light through: a faint grey rim inside the edge.
    ctx.strokeStyle = 'rgba(120,110,95,0.22)';
    ctx.lineWidth = 0.8;
    ctx.stroke();
  }
}

let weave: CanvasPattern | null | undefined;

/** A fine canvas weave laid over the artwork of canvas media. */
export function drawCanvasWeave(ctx: Ctx, r: Rect) {
  if (weave === undefined) {
    weave = null;
    if (typeof OffscreenCanvas !== 'undefined') {
      const tile = new OffscreenCanvas(4, 4);
      const t = tile.getContext('2d');
      if (t) {
        // Warp and weft threads, barely there: canvas texture, not a screen door.
        t.fillStyle = 'rgba(255,255,255,0.045)';
        t.fillRect(0, 0, 4, 1);
        t.fillRect(0, 2, 4, 1);
        t.fillStyle = 'rgba(0,0,0,0.035)';
        t.fillRect(1, 0, 1, 4);
        t.fillRect(3, 0, 1, 4);
        weave = ctx.createPattern(tile, 'repeat');
      }
    }
  }
  if (!weave) return;
  ctx.fillStyle = weave;
  ctx.fillRect(r.x, r.y, r.w, r.h);
}

/**
 * The mat: its board over `outer`, an opening of `opening`, and the bevel (the cut, showing
 * the board's white core) `bevel` px wide just inside the opening.
 */
export function drawMat(ctx: Ctx, outer: Rect, opening: Rect, color: string, bevel: number) {
  ctx.beginPath();
  ctx.rect(outer.x, outer.y, outer.w, outer.h);
  ctx.rect(opening.x, opening.y, opening.w, opening.h); // the opening, cut out by even-odd
  ctx.fillStyle = color;
  ctx.fill('evenodd');
  // Board lit from the top left.
  const light = ctx.createLinearGradient(outer.x, outer.y, outer.x + outer.w, outer.y + outer.h);
  light.addColorStop(0, 'rgba(255,255,255,0.06)');
  light.addColorStop(1, 'rgba(0,0,0,0.05)');
  ctx.fillStyle = light;
  ctx.fill('evenodd');

  const b = Math.max(1.2, bevel);
  const [x0, y0, x1, y1] = [opening.x, opening.y, opening.x + opening.w, opening.y + opening.h];
  const core = luminance(color) < 0.25 ? '#e9e5da' : '#f7f4ec';
  const faces: [string, [number, number][]][] = [
    // Top and left bevels face away from the light; bottom and right catch it.
    [
      shade(core, -0.16),
      [
        [x0, y0],
        [x1, y0],
        [x1 - b, y0 + b],
        [x0 + b, y0 + b],
      ],
    ],
    [
      shade(core, -0.1),
      [
        [x0, y0],
        [x0 + b, y0 + b],
        [x0 + b, y1 - b],
        [x0, y1],
      ],
    ],
    [
      shade(core, 0.3),
      [
        [x1, y0],
        [x1, y1],
        [x1 - b, y1 - b],
        [x1 - b, y0 + b],
      ],
    ],
    [
      shade(core, 0.5),
      [
        [x0, y1],
        [x0 + b, y1 - b],
        [x1 - b, y1 - b],
        [x1, y1],
      ],
    ],
  ];
  for (const [fill, pts] of faces) {
    ctx.beginPath();
    pts.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.closePath();
    ctx.fillStyle = fill;
    ctx.fill();
  }
  ctx.strokeStyle = 'rgba(0,0,0,0.12)';
  ctx.lineWidth = 0.6;
  ctx.strokeRect(x0 + b, y0 + b, opening.w - 2 * b, opening.h - 2 * b);
}

/** Glazing: a soft diagonal reflection; glass also gives a faint cool cast. */
export function drawGlazing(ctx: Ctx, r: Rect, kind: 'glass' | 'plexi') {
  const g = ctx.createLinearGradient(r.x, r.y, r.x + r.w, r.y + r.h);
  const a = kind === 'glass' ? 0.15 : 0.11;
  g.addColorStop(0, `rgba(255,255,255,${a * 0.45})`);
  g.addColorStop(0.3, 'rgba(255,255,255,0)');
  g.addColorStop(0.38, `rgba(255,255,255,${a})`);
  g.addColorStop(0.47, `rgba(255,255,255,${a * 0.25})`);
  g.addColorStop(0.53, `rgba(255,255,255,${a * 0.7})`);
  g.addColorStop(0.6, 'rgba(255,255,255,0)');
  g.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = g;
  ctx.fillRect(r.x, r.y, r.w, r.h);
  if (kind === 'glass') {
    ctx.fillStyle = 'rgba(190,225,215,0.05)';
    ctx.fillRect(r.x, r.y, r.w, r.h);
  }
}
