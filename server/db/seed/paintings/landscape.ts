// Rolling countryside: layered hills fading into the distance, a low sun, trees and field rows.
import { darken, lighten, mix } from './color';
import { broadleaf, clouds, grass, paintedArea, sky, sun } from './motifs';
import { hills, n1, ridgeAt, type Sketch } from './svg-kit';

export function paintLandscape(sk: Sketch): void {
  const { rng, w, h, u, palette: p } = sk;
  const horizon = h * rng.range(0.38, 0.55);
  sky(sk, horizon);
  if (rng.chance(0.7))
    sun(
      sk,
      w * rng.range(0.15, 0.85),
      horizon - h * rng.range(0.06, 0.2),
      u * rng.range(2.5, 4.5),
      p.accent[0],
      6,
    );
  clouds(
    sk,
    rng.int(2, 5),
    h * 0.05,
    horizon * 0.8,
    lighten(p.sky[1], 0.35),
    mix(p.sky[0], p.dark, 0.25),
  );

  const layers = rng.int(3, 4);
  let near = hills(rng, w, horizon, h * 0.04);
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const y = horizon + (h - horizon) * (0.02 + t * 0.55);
    const pts = hills(rng, w, y, h * (0.03 + t * 0.06));
    const base = p.land[Math.min(2, Math.round(t * 2)) as 0 | 1 | 2];
    // Atmospheric perspective: far hills take on the colour of the sky at the horizon.
    const color = mix(base, p.sky[1], (1 - t) * 0.55);
    paintedArea(sk, pts, color, 60 + i * 40, (_x, yy) =>
      mix(lighten(color, 0.12), darken(color, 0.15), (yy - y) / (h * 0.3)),
    );
    if (i === layers - 2 && rng.chance(0.8)) {
      const trees = rng.int(3, 9);
      for (let k = 0; k < trees; k++) {
        const x = rng.range(0.03, 0.97) * w;
        broadleaf(
          sk,
          x,
          ridgeAt(pts, x) + u,
          u * rng.range(5, 11),
          mix(p.land[2], p.dark, 0.2),
          p.light,
        );
      }
    }
    near = pts;
  }
  // Field rows on the nearest hill, following its curve.
  if (rng.chance(0.5)) {
    const rows = rng.int(5, 9);
    for (let r = 1; r <= rows; r++) {
      const off = (r / rows) ** 1.4 * (h - ridgeAt(near, w / 2));
      const d = near
        .map((pt, i) => `${i === 0 ? 'M' : 'L'}${n1(pt[0])} ${n1(pt[1] + off)}`)
        .join('');
      sk.add(
        `<path d="${d}" fill="none" stroke="${darken(p.land[2], 0.25)}" stroke-width="${n1(u * (0.3 + r * 0.12))}" stroke-opacity="0.45"/>`,
      );
    }
  } else {
    grass(sk, h * 0.8, mix(p.land[2], p.accent[1], 0.15), 160);
  }
  sk.vignette(0.3);
}
