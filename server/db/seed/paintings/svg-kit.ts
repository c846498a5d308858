// The painters' toolbox: a sketch that collects SVG defs and marks, plus the few primitives every
// painting needs (gradients, clipped regions, smooth ridges, brush dabs and strokes). Painters work
// in pixels of the render size; `u` is one hundredth of the short side, so marks scale with it.
import type { Rng } from '../prng';
import { mix, vary } from './color';

/** Colours by role, so any painter can paint in any artist's palette. */
export interface Palette {
  /** Top of the sky, then the horizon. */
  sky: [string, string];
  /** Land from far to near. */
  land: [string, string, string];
  /** Water from horizon to foreground. */
  water: [string, string];
  /** Flowers, lit windows, sun, bold shapes. */
  accent: [string, string, string];
  dark: string;
  light: string;
}

/** How a medium lays paint: dab opacity, size and how many of them. */
export interface Brush {
  opacity: number;
  size: number;
  density: number;
}

export type Point = [number, number];

export const n1 = (v: number) => Math.round(v * 10) / 10;

export class Sketch {
  readonly u: number;
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private ids = 0;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly rng: Rng,
    readonly palette: Palette,
    readonly brush: Brush,
  ) {
    this.u = Math.min(w, h) / 100;
  }

  add(markup: string): void {
    this.body.push(markup);
  }

  private nextId(prefix: string): string {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }

  /** A linear gradient along (x1,y1)-(x2,y2) in user space; returns the fill reference. */
  linear(
    stops: [number, string, number?][],
    x1: number,
    y1: number,
    x2: number,
    y2: number,
  ): string {
    const id = this.nextId('lg');
    const s = stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
      .join('');
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}">${s}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: [number, string, number?][], cx: number, cy: number, r: number): string {
    const id = this.nextId('rg');
    const s = stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
      .join('');
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}">${s}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clip path from path data; returns the attribute to put on a group. */
  clip(d: string): string {
    const id = this.nextId('cp');
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `clip-path="url(#${id})"`;
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
    this.add(
      `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}" fill="${fill}" ${extra}/>`,
    );
  }

  path(d: string, fill: string, extra = ''): void {
    this.add(`<path d="${d}" fill="${fill}" ${extra}/>`);
  }

  circle(cx: number, cy: number, r: number, fill: string, extra = ''): void {
    this.add(`<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}" fill="${fill}" ${extra}/>`);
  }

  ellipse(
    cx: number,
    cy: number,
    rx: number,
    ry: number,
    angle: number,
    fill: string,
    opacity = 1,
  ): void {
    this.add(
      `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(rx)}" ry="${n1(ry)}" transform="rotate(${n1(angle)} ${n1(cx)} ${n1(cy)})" fill="${fill}" fill-opacity="${n1(opacity * 100) / 100}"/>`,
    );
  }

  /** Runs `draw` with every mark clipped to the region. */
  clipped(d: string, draw: () => void): void {
    const attr = this.clip(d);
    this.add(`<g ${attr}>`);
    draw();
    this.add('</g>');
  }

  /**
   * Loaded-brush dabs scattered over a box: short rotated ellipses whose colour wanders around
   * `color(x, y)`. This is what makes flat shapes read as paint.
   */
  dabs(opts: {
    box: [number, number, number, number];
    count: number;
    color: (x: number, y: number) => string;
    size?: number;
    angle?: number;
    spread?: number;
    stretch?: number;
    opacity?: number;
  }): void {
    const { rng, brush, u } = this;
    const [bx, by, bw, bh] = opts.box;
    const count = Math.round(opts.count * brush.density);
    const size = (opts.size ?? 2.2) * brush.size * u;
    const stretch = opts.stretch ?? 3;
    for (let i = 0; i < count; i++) {
      const x = bx + rng.next() * bw;
      const y = by + rng.next() * bh;
      const rx = size * rng.range(0.5, 1.4);
      this.ellipse(
        x,
        y,
        rx,
        rx / stretch,
        (opts.angle ?? 0) + rng.jitter(opts.spread ?? 18),
        vary(rng, opts.color(x, y), 16),
        (opts.opacity ?? 1) * brush.opacity * rng.range(0.55, 1),
      );
    }
  }

  /** A tapered-looking brush stroke along a quadratic curve. */
  stroke(from: Point, via: Point, to: Point, width: number, color: string, opacity = 0.85): void {
    const d = `M${n1(from[0])} ${n1(from[1])}Q${n1(via[0])} ${n1(via[1])} ${n1(to[0])} ${n1(to[1])}`;
    this.add(
      `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n1(width)}" stroke-linecap="round" stroke-opacity="${n1(opacity * 100) / 100}"/>`,
    );
    // A thinner, lighter pass inside the stroke reads as the bristle ridge.
    this.add(
      `<path d="${d}" fill="none" stroke="${mix(color, '#ffffff', 0.18)}" stroke-width="${n1(width * 0.35)}" stroke-linecap="round" stroke-opacity="${n1(opacity * 40) / 100}"/>`,
    );
  }

  /** A soft vignette: the edges of a painting are rarely as bright as its middle. */
  vignette(strength = 0.35): void {
    const fill = this.radial(
      [
        [0.55, '#000000', 0],
        [1, '#000000', strength],
      ],
      this.w / 2,
      this.h / 2,
      Math.hypot(this.w, this.h) / 2,
    );
    this.rect(0, 0, this.w, this.h, fill);
  }

  svg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

/** A ridge line across the width: fractal midpoint displacement, `rough` 0.4 (hills) to 0.7 (peaks). */
export function ridge(
  rng: Rng,
  w: number,
  y: number,
  amplitude: number,
  rough: number,
  steps = 7,
): Point[] {
  let pts: Point[] = [
    [0, y + rng.jitter(amplitude)],
    [w, y + rng.jitter(amplitude)],
  ];
  let amp = amplitude;
  for (let s = 0; s < steps; s++) {
    const next: Point[] = [pts[0] as Point];
    for (let i = 1; i < pts.length; i++) {
      const a = pts[i - 1] as Point;
      const b = pts[i] as Point;
      next.push([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + rng.jitter(amp)], b);
    }
    pts = next;
    amp *= rough;
  }
  return pts;
}

/** Gentle hills: a few summed sine waves. */
export function hills(rng: Rng, w: number, y: number, amplitude: number, points = 24): Point[] {
  const waves = [0, 1, 2].map(() => ({
    f: rng.range(0.6, 2.6) * Math.PI * 2,
    p: rng.range(0, Math.PI * 2),
    a: rng.range(0.3, 1),
  }));
  const out: Point[] = [];
  for (let i = 0; i <= points; i++) {
    const t = i / points;
    const v = waves.reduce((acc, wv) => acc + Math.sin(t * wv.f + wv.p) * wv.a, 0) / 2;
    out.push([t * w, y + v * amplitude]);
  }
  return out;
}

/** Path data through the points, smoothed with quadratic midpoints, closed down to `bottom`. */
export function areaBelow(pts: Point[], bottom: number, smooth = true): string {
  const first = pts[0] as Point;
  const last = pts[pts.length - 1] as Point;
  let d = `M${n1(first[0])} ${n1(bottom)}L${n1(first[0])} ${n1(first[1])}`;
  if (smooth) {
    for (let i = 1; i < pts.length - 1; i++) {
      const p = pts[i] as Point;
      const q = pts[i + 1] as Point;
      d += `Q${n1(p[0])} ${n1(p[1])} ${n1((p[0] + q[0]) / 2)} ${n1((p[1] + q[1]) / 2)}`;
    }
    d += `L${n1(last[0])} ${n1(last[1])}`;
  } else {
    for (let i = 1; i < pts.length; i++)
      d += `L${n1((pts[i] as Point)[0])} ${n1((pts[i] as Point)[1])}`;
  }
  return `${d}L${n1(last[0])} ${n1(bottom)}Z`;
}

/** Highest (smallest y) point of a ridge, for placing a sun or a moon above it. */
export function ridgeTop(pts: Point[]): number {
  return Math.min(...pts.map((p) => p[1]));
}

/** y of the ridge at x, by linear interpolation. */
export function ridgeAt(pts: Point[], x: number): number {
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1] as Point;
    const b = pts[i] as Point;
    if (x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / Math.max(1e-6, b[0] - a[0]);
  }
  return (pts[pts.length - 1] as Point)[1];
}
