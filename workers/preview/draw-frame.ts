// The frame: four mitred lengths of moulding around the piece. Each side tiles the moulding's
// straight picture (a length that repeats along x, outer edge at the top, rabbet at the
// bottom, 64 px per inch) rotated to run clockwise, clipped to its mitre; the corner picture
// (the top-left corner with its mitre line) gives each joint, rotated. When those
// pictures cannot be loaded the moulding is drawn from the frame's colour and finish.
// Light comes from the top left: the top and left sides are lit, the others in shade.
import type { Ctx } from './ctx';
import { hashString, seeded, shade } from './ctx';
import type { FrameLook } from './scene';
import type { Rect } from './types';

export interface FrameArt {
  straight: ImageBitmap | null;
  corner: ImageBitmap | null;
}

interface Side {
  /** Trapezoid of the side, outer corners first. */
  pts: [number, number][];
  ox: number;
  oy: number;
  angle: number;
  /** Length along the side, and of the neighbouring side (for the corner's clip). */
  along: number;
  across: number;
  light: string;
}

function sides(r: Rect, p: number): Side[] {
  const [x0, y0, x1, y1] = [r.x, r.y, r.x + r.w, r.y + r.h];
  const q = Math.PI / 2;
  return [
    {
      pts: [
        [x0, y0],
        [x1, y0],
        [x1 - p, y0 + p],
        [x0 + p, y0 + p],
      ],
      ox: x0,
      oy: y0,
      angle: 0,
      along: r.w,
      across: r.h,
      light: 'rgba(255,255,255,0.08)',
    },
    {
      pts: [
        [x1, y0],
        [x1, y1],
        [x1 - p, y1 - p],
        [x1 - p, y0 + p],
      ],
      ox: x1,
      oy: y0,
      angle: q,
      along: r.h,
      across: r.w,
      light: 'rgba(0,0,0,0.10)',
    },
    {
      pts: [
        [x1, y1],
        [x0, y1],
        [x0 + p, y1 - p],
        [x1 - p, y1 - p],
      ],
      ox: x1,
      oy: y1,
      angle: 2 * q,
      along: r.w,
      across: r.h,
      light: 'rgba(0,0,0,0.18)',
    },
    {
      pts: [
        [x0, y1],
        [x0, y0],
        [x0 + p, y0 + p],
        [x0 + p, y1 - p],
      ],
      ox: x0,
      oy: y1,
      angle: 3 * q,
      along: r.h,
      across: r.w,
      light: 'rgba(255,255,255,0.03)',
    },
  ];
}

function tracePolygon(ctx: Ctx, pts: [number, number][]) {
  ctx.beginPath();
  pts.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
}

/** Moulding shading across its width, outer edge (0) to rabbet (1), by finish. */
function profile(look: FrameLook): [number, string][] {
  const c = look.color;
  switch (look.finish) {
    case 'metal':
      return [
        [0, shade(c, -0.45)],
        [0.08, shade(c, 0.4)],
        [0.22, c],
        [0.5, shade(c, 0.22)],
        [0.72, shade(c, -0.12)],
        [0.88, shade(c, 0.35)],
        [0.94, shade(c, -0.2)],
        [1, shade(c, -0.6)],
      ];
    case 'wood':
      return [
        [0, shade(c, -0.4)],
        [0.07, shade(c, 0.12)],
        [0.2, shade(c, 0.2)],
        [0.34, c],
        [0.78, shade(c, -0.1)],
        [0.9, shade(c, -0.22)],
        [0.94, shade(c, 0.1)],
        [1, shade(c, -0.55)],
      ];
    case 'painted':
      return [
        [0, shade(c, -0.35)],
        [0.06, shade(c, 0.08)],
        [0.18, shade(c, 0.18)],
        [0.3, c],
        [0.8, shade(c, -0.07)],
        [0.9, shade(c, -0.18)],
        [0.94, shade(c, 0.12)],
        [1, shade(c, -0.5)],
      ];
  }
}

/** A length of moulding drawn from colour and finish, in side space (x along, y inward). */
function drawnMoulding(ctx: Ctx, look: FrameLook, length: number, p: number, seed: number) {
  const g = ctx.createLinearGradient(0, 0, 0, p);
  for (const [o, c] of profile(look)) g.addColorStop(o, c);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, length, p);
  const rnd = seeded(seed);
  if (look.finish === 'wood') {
    for (let i = 0; i < 18; i++) {
      const y = rnd() * p;
      const amp = (0.3 + rnd() * 1.2) * (p / 24);
      const waves = 1 + Math.floor(rnd() * 3);
      ctx.beginPath();
      for (let x = 0; x <= length; x += 6) {
        const yy = y + Math.sin((x / length) * Math.PI * 2 * waves + rnd() * 0.2) * amp;
        if (x === 0) ctx.moveTo(x, yy);
        else ctx.lineTo(x, yy);
      }
      ctx.strokeStyle = rnd() < 0.7 ? shade(look.color, -0.35) : shade(look.color, 0.2);
      ctx.globalAlpha = 0.15 + rnd() * 0.25;
      ctx.lineWidth = 0.4 + rnd();
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
  } else if (look.finish === 'metal') {
    ctx.lineWidth = 0.5;
    for (let i = 0; i < 24; i++) {
      const y = rnd() * p;
      ctx.strokeStyle = rnd() < 0.5 ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.06)';
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(length, y);
      ctx.stroke();
    }
  }
}

/**
 * Draws the frame's moulding `p` px wide inside `outer`. Returns where the look came from.
 */
export function drawFrame(
  ctx: Ctx,
  outer: Rect,
  p: number,
  look: FrameLook,
  art: FrameArt,
): 'images' | 'drawn' {
  const useImages = art.straight !== null && art.straight.height > 0;
  const seed = hashString(look.value);
  sides(outer, p).forEach((side, i) => {
    ctx.save();
    tracePolygon(ctx, side.pts);
    ctx.clip();
    ctx.translate(side.ox, side.oy);
    ctx.rotate(side.angle);
    if (useImages && art.straight) {
      const f = p / art.straight.height;
      const tile = art.straight.width * f;
      // Start each side at another point of the length, so the grain does not repeat visibly.
      for (let x = -((i * 0.37 * tile) % tile); x < side.along; x += tile - 0.5) {
        ctx.drawImage(art.straight, x, 0, tile, p);
      }
    } else drawnMoulding(ctx, look, side.along, p, seed + i);
    ctx.restore();
  });

  if (useImages && art.corner) {
    // The corner picture is a top-left corner whose vertical length is a shade darker (light
    // from above). The straights follow that convention, and the other corners are mirror
    // images of it (not rotations), so the shading stays the same all round.
    for (const i of [1, 3]) {
      tracePolygon(ctx, sides(outer, p)[i]!.pts);
      ctx.fillStyle = 'rgba(0,0,0,0.08)';
      ctx.fill();
    }
    const size = (art.corner.width * p) / (art.straight?.height ?? art.corner.width);
    const reach = Math.min(p, outer.w / 2, outer.h / 2);
    for (const [fx, fy] of [
      [1, 1],
      [-1, 1],
      [1, -1],
      [-1, -1],
    ] as const) {
      ctx.save();
      ctx.translate(fx > 0 ? outer.x : outer.x + outer.w, fy > 0 ? outer.y : outer.y + outer.h);
      ctx.scale(fx, fy);
      // Only the joint itself: the mitre over the square where two lengths meet.
      ctx.beginPath();
      ctx.rect(0, 0, reach, reach);
      ctx.clip();
      ctx.drawImage(art.corner, 0, 0, size, size);
      ctx.restore();
    }
  } else {
    // Mitre joints.
    ctx.strokeStyle = 'rgba(0,0,0,0.35)';
    ctx.lineWidth = 0.8;
    for (const side of sides(outer, p)) {
      const [a, , , d] = side.pts;
      ctx.beginPath();
      ctx.moveTo(a![0], a![1]);
      ctx.lineTo(d![0], d![1]);
      ctx.stroke();
    }
  }

  for (const side of sides(outer, p)) {
    tracePolygon(ctx, side.pts);
    ctx.fillStyle = side.light;
    ctx.fill();
  }
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(0,0,0,0.45)';
  ctx.strokeRect(outer.x + 0.5, outer.y + 0.5, outer.w - 1, outer.h - 1);
  ctx.strokeStyle = 'rgba(0,0,0,0.55)';
  ctx.strokeRect(outer.x + p - 0.5, outer.y + p - 0.5, outer.w - 2 * p + 1, outer.h - 2 * p + 1);
  return useImages ? 'images' : 'drawn';
}

/** The shadow the moulding casts on what it holds (light from the top left). */
export function drawFrameShadow(ctx: Ctx, inner: Rect, p: number) {
  const d = Math.max(2, p * 0.22);
  const top = ctx.createLinearGradient(0, inner.y, 0, inner.y + d);
  top.addColorStop(0, 'rgba(0,0,0,0.32)');
  top.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = top;
  ctx.fillRect(inner.x, inner.y, inner.w, d);
  const left = ctx.createLinearGradient(inner.x, 0, inner.x + d, 0);
  left.addColorStop(0, 'rgba(0,0,0,0.26)');
  left.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = left;
  ctx.fillRect(inner.x, inner.y, d, inner.h);
  const e = d * 0.5;
  const right = ctx.createLinearGradient(inner.x + inner.w, 0, inner.x + inner.w - e, 0);
  right.addColorStop(0, 'rgba(0,0,0,0.12)');
  right.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = right;
  ctx.fillRect(inner.x + inner.w - e, inner.y, e, inner.h);
  const bottom = ctx.createLinearGradient(0, inner.y + inner.h, 0, inner.y + inner.h - e);
  bottom.addColorStop(0, 'rgba(0,0,0,0.1)');
  bottom.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = bottom;
  ctx.fillRect(inner.x, inner.y + inner.h - e, inner.w, e);
}
