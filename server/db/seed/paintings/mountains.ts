// Mountain ranges receding in haze, snow on the high peaks and a line of pines in front.
import { darken, lighten, mix } from './color';
import { clouds, conifer, sky, sun } from './motifs';
import { areaBelow, ridge, ridgeAt, ridgeTop, type Point, type Sketch } from './svg-kit';

export function paintMountains(sk: Sketch): void {
  const { rng, w, h, u, palette: p } = sk;
  const horizon = h * rng.range(0.5, 0.62);
  sky(sk, horizon + h * 0.2);
  if (rng.chance(0.5))
    sun(sk, w * rng.range(0.2, 0.8), h * rng.range(0.1, 0.25), u * 3, p.accent[0], 5);
  clouds(sk, rng.int(1, 3), h * 0.05, h * 0.3, lighten(p.sky[1], 0.4), mix(p.sky[0], p.dark, 0.2));

  const layers = rng.int(3, 5);
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const peakY = h * (0.22 + t * 0.38);
    const pts = ridge(rng, w, peakY, h * (0.2 - t * 0.1), 0.58, 7);
    const rock = mix(mix(p.land[0], p.dark, 0.35 + t * 0.25), p.sky[1], (1 - t) * 0.6);
    if (i < 2) {
      // Snow: paint the whole ridge white, then the rock over it from a line a little lower.
      sk.path(areaBelow(pts, h + 2, false), mix(p.light, p.sky[1], 0.25 + t * 0.2));
      // Rock shows below a wavering snow line; gullies (the faster wave) reach up into the snow.
      const snowline = ridgeTop(pts) + (peakY - ridgeTop(pts)) * rng.range(0.5, 0.9);
      const f1 = rng.range(2, 5);
      const f2 = rng.range(14, 26);
      const ph = rng.range(0, 6);
      const lower: Point[] = pts.map(([x, y]) => {
        const t = x / w;
        const line =
          snowline +
          h * (0.025 * Math.sin(t * f1 * 6.28 + ph) + 0.02 * Math.sin(t * f2 * 6.28 + ph * 2));
        return [x, Math.max(y + h * 0.006, line)];
      });
      sk.path(areaBelow(lower, h + 2, false), rock);
    } else {
      sk.path(areaBelow(pts, h + 2, false), rock);
    }
    const d = areaBelow(pts, h + 2, false);
    sk.clipped(d, () =>
      sk.dabs({
        box: [0, peakY - h * 0.2, w, h],
        count: 70,
        color: () => rock,
        size: 2,
        angle: 60,
        spread: 30,
        opacity: 0.5,
      }),
    );
    // Haze between ranges.
    const haze = sk.linear(
      [
        [0, p.sky[1], 0],
        [1, p.sky[1], 0.35],
      ],
      0,
      peakY,
      0,
      peakY + h * 0.15,
    );
    sk.rect(0, peakY, w, h * 0.15, haze);
  }
  const line = ridge(rng, w, h * 0.86, h * 0.03, 0.5, 5);
  const forest = darken(mix(p.land[2], p.dark, 0.4), 0.1);
  sk.path(areaBelow(line, h + 2), forest);
  const trees = rng.int(18, 40);
  for (let k = 0; k < trees; k++) {
    const x = rng.next() * w;
    conifer(sk, x, ridgeAt(line, x) + u * 2, u * rng.range(6, 16), vary2(forest, k));
  }
  sk.vignette(0.28);
}

const vary2 = (c: string, k: number) => (k % 2 ? c : lighten(c, 0.06));
