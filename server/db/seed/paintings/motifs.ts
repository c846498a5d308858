// Motifs that several painters share: skies, suns, clouds, trees and flower heads.
import { darken, lighten, mix, vary } from './color';
import { areaBelow, n1, type Point, type Sketch } from './svg-kit';

/** Sky from the top colour to the horizon colour, worked over with horizontal dabs. */
export function sky(
  sk: Sketch,
  horizon: number,
  top = sk.palette.sky[0],
  low = sk.palette.sky[1],
): void {
  const fill = sk.linear(
    [
      [0, top],
      [1, low],
    ],
    0,
    0,
    0,
    horizon,
  );
  // Down to the bottom edge: whatever land is painted over it, no paper shows through a dip.
  sk.rect(0, 0, sk.w, sk.h, fill);
  sk.dabs({
    box: [0, 0, sk.w, horizon],
    count: 110,
    color: (_x, y) => mix(top, low, Math.min(1, y / horizon)),
    size: 4,
    stretch: 4,
    spread: 6,
    opacity: 0.5,
  });
}

/** Sun (or moon) disc with a wide glow. */
export function sun(sk: Sketch, x: number, y: number, r: number, color: string, glow = 7): void {
  const halo = sk.radial(
    [
      [0, color, 0.55],
      [0.25, color, 0.22],
      [1, color, 0],
    ],
    x,
    y,
    r * glow,
  );
  sk.circle(x, y, r * glow, halo);
  sk.circle(x, y, r, lighten(color, 0.45), 'fill-opacity="0.95"');
}

/** A bank of soft clouds: overlapping flattened ellipses, lit from `light` and shaded below. */
export function clouds(
  sk: Sketch,
  count: number,
  yMin: number,
  yMax: number,
  light: string,
  shade: string,
): void {
  const { rng, u } = sk;
  for (let c = 0; c < count; c++) {
    const cx = rng.range(-0.1, 1.1) * sk.w;
    const cy = rng.range(yMin, yMax);
    const size = rng.range(6, 16) * u;
    for (let i = 0; i < 22; i++) {
      const x = cx + rng.jitter(size * 1.8);
      const y = cy + rng.jitter(size * 0.3);
      const rx = size * rng.range(0.35, 0.9);
      sk.ellipse(x, y + rx * 0.15, rx, rx * 0.34, rng.jitter(4), shade, 0.14);
      sk.ellipse(x, y - rx * 0.08, rx * 0.8, rx * 0.3, rng.jitter(6), vary(rng, light, 10), 0.24);
    }
  }
}

/** A conifer as stacked ragged tiers; `h` tall with its base at (x, y). */
export function conifer(sk: Sketch, x: number, y: number, h: number, color: string): void {
  const { rng } = sk;
  const tiers = 5 + Math.floor(rng.next() * 4);
  const pts: Point[] = [[x, y - h]];
  const right: Point[] = [];
  for (let i = 1; i <= tiers; i++) {
    const t = i / tiers;
    const ty = y - h + h * t * 0.92;
    const half = h * 0.22 * t + rng.range(0, h * 0.03);
    right.push([x + half * 0.55, ty - h * 0.04], [x + half, ty]);
  }
  pts.push(...right);
  const left = right.map(([px, py]) => [2 * x - px + rng.jitter(h * 0.01), py] as Point).reverse();
  pts.push(...left);
  const d = `M${pts.map((p) => `${n1(p[0])} ${n1(p[1])}`).join('L')}Z`;
  sk.rect(x - h * 0.02, y - h * 0.1, h * 0.04, h * 0.12, darken(color, 0.4));
  sk.path(d, color);
}

/** A broadleaf tree: trunk plus a cloud of canopy dabs, darker underneath. */
export function broadleaf(
  sk: Sketch,
  x: number,
  y: number,
  h: number,
  color: string,
  light: string,
): void {
  const { rng } = sk;
  sk.path(
    `M${n1(x - h * 0.035)} ${n1(y)}L${n1(x - h * 0.015)} ${n1(y - h * 0.55)}L${n1(x + h * 0.015)} ${n1(y - h * 0.55)}L${n1(x + h * 0.035)} ${n1(y)}Z`,
    darken(color, 0.55),
  );
  const cy = y - h * 0.62;
  const r = h * 0.34;
  for (let i = 0; i < 26; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r;
    const px = x + Math.cos(a) * d;
    const py = cy + Math.sin(a) * d * 0.8;
    const shade = mix(darken(color, 0.3), light, Math.max(0, (cy - py) / r) * 0.5 + 0.1);
    sk.ellipse(
      px,
      py,
      r * rng.range(0.25, 0.45),
      r * rng.range(0.2, 0.35),
      rng.jitter(30),
      vary(rng, shade, 10),
      0.9,
    );
  }
}

/** A flower head: a ring of petals around a darker centre. */
export function flower(
  sk: Sketch,
  x: number,
  y: number,
  r: number,
  color: string,
  centre: string,
  petals?: number,
): void {
  const { rng } = sk;
  const count = petals ?? rng.int(5, 12);
  const turn = rng.range(0, 360);
  for (let ring = 0; ring < 2; ring++) {
    const rr = r * (ring === 0 ? 1 : 0.68);
    const c = ring === 0 ? darken(color, 0.12) : lighten(color, 0.12);
    for (let i = 0; i < count; i++) {
      const a = turn + (360 / count) * (i + ring * 0.5) + rng.jitter(8);
      const rad = (a * Math.PI) / 180;
      sk.ellipse(
        x + Math.cos(rad) * rr * 0.55,
        y + Math.sin(rad) * rr * 0.55,
        rr * 0.55,
        rr * rng.range(0.22, 0.32),
        a,
        vary(rng, c, 12),
        0.92,
      );
    }
  }
  sk.circle(x, y, r * 0.22, centre);
  sk.circle(x - r * 0.06, y - r * 0.06, r * 0.09, lighten(centre, 0.35), 'fill-opacity="0.7"');
}

/** Ground worked with grass-like strokes. */
export function grass(sk: Sketch, top: number, color: string, count: number): void {
  const { rng, u } = sk;
  for (let i = 0; i < count * sk.brush.density; i++) {
    const x = rng.next() * sk.w;
    const y = top + rng.next() * (sk.h - top);
    const len = u * rng.range(1.5, 4) * (0.5 + (y - top) / (sk.h - top));
    sk.stroke(
      [x, y],
      [x + rng.jitter(len * 0.4), y - len * 0.6],
      [x + rng.jitter(len * 0.6), y - len],
      u * 0.35,
      vary(rng, color, 22),
      0.7,
    );
  }
}

/** Fills a region with its colour, then works it with dabs clipped to it. */
export function paintedArea(
  sk: Sketch,
  pts: Point[],
  color: string,
  dabCount: number,
  dabColor?: (x: number, y: number) => string,
): void {
  const d = areaBelow(pts, sk.h + 2);
  sk.path(d, color);
  const top = Math.min(...pts.map((p) => p[1]));
  sk.clipped(d, () =>
    sk.dabs({
      box: [0, top, sk.w, sk.h - top],
      count: dabCount,
      color: dabColor ?? (() => color),
      size: 2.6,
      spread: 25,
      opacity: 0.65,
    }),
  );
}
