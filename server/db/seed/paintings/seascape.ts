// The sea from the shore: sky and clouds, a sun path on the water, waves that grow toward the
// viewer, sometimes a headland, a sail or a beach with surf.
import { darken, lighten, mix } from './color';
import { clouds, sky, sun } from './motifs';
import { areaBelow, n1, ridge, type Sketch } from './svg-kit';

export function paintSeascape(sk: Sketch): void {
  const { rng, w, h, u, palette: p } = sk;
  const horizon = h * rng.range(0.4, 0.56);
  sky(sk, horizon);
  const sunX = w * rng.range(0.2, 0.8);
  const hasSun = rng.chance(0.75);
  if (hasSun)
    sun(sk, sunX, horizon - h * rng.range(0.04, 0.16), u * rng.range(2.5, 4), p.accent[0], 7);
  clouds(
    sk,
    rng.int(2, 6),
    h * 0.04,
    horizon * 0.85,
    lighten(p.sky[1], 0.4),
    mix(p.sky[0], p.dark, 0.3),
  );

  const sea = sk.linear(
    [
      [0, mix(p.water[0], p.sky[1], 0.35)],
      [1, p.water[1]],
    ],
    0,
    horizon,
    0,
    h,
  );
  sk.rect(0, horizon, w, h - horizon, sea);
  if (rng.chance(0.5)) {
    const left = rng.chance(0.5);
    const pts = ridge(rng, w * 0.45, horizon - h * 0.03, h * 0.02, 0.55, 5).map(
      ([x, y]) => [left ? x : w - x, Math.min(y, horizon)] as [number, number],
    );
    sk.path(areaBelow(pts, horizon + 1), mix(p.land[0], p.sky[1], 0.45));
  }
  // Waves: thin bright and dark strokes, longer and thicker near the viewer.
  const waves = Math.round(260 * sk.brush.density);
  for (let i = 0; i < waves; i++) {
    const t = rng.next() ** 1.6;
    const y = horizon + (h - horizon) * t;
    const x = rng.next() * w;
    const len = u * (1 + t * 9) * rng.range(0.6, 1.4);
    const bright = rng.chance(0.45);
    const c = bright ? lighten(mix(p.water[0], p.sky[1], 0.4), 0.35) : darken(p.water[1], 0.2);
    sk.ellipse(
      x,
      y,
      len,
      u * (0.12 + t * 0.55),
      rng.jitter(3),
      c,
      sk.brush.opacity * (bright ? 0.55 : 0.45),
    );
  }
  if (hasSun) {
    for (let i = 0; i < 70; i++) {
      const t = rng.next() ** 1.3;
      const y = horizon + (h - horizon) * t * 0.9;
      const spread = u * (2 + t * 14);
      sk.ellipse(
        sunX + rng.jitter(spread),
        y,
        u * (0.8 + t * 4),
        u * (0.12 + t * 0.3),
        0,
        lighten(p.accent[0], 0.5),
        0.55,
      );
    }
  }
  if (rng.chance(0.45)) {
    const bx = w * rng.range(0.15, 0.85);
    const by = horizon + (h - horizon) * rng.range(0.08, 0.2);
    const s = u * rng.range(2, 4);
    sk.path(
      `M${n1(bx - s)} ${n1(by)}L${n1(bx + s)} ${n1(by)}L${n1(bx + s * 0.7)} ${n1(by + s * 0.35)}L${n1(bx - s * 0.7)} ${n1(by + s * 0.35)}Z`,
      p.dark,
    );
    sk.path(
      `M${n1(bx)} ${n1(by - s * 2.6)}L${n1(bx)} ${n1(by - s * 0.1)}L${n1(bx + s * 1.1)} ${n1(by - s * 0.1)}Z`,
      lighten(p.light, 0.2),
    );
    sk.path(
      `M${n1(bx - s * 0.1)} ${n1(by - s * 2.2)}L${n1(bx - s * 0.1)} ${n1(by - s * 0.1)}L${n1(bx - s * 0.9)} ${n1(by - s * 0.1)}Z`,
      mix(p.light, p.sky[1], 0.3),
    );
  }
  if (rng.chance(0.55)) {
    const beach = h * rng.range(0.82, 0.9);
    const shore = ridge(rng, w, beach, h * 0.015, 0.5, 5);
    const d = areaBelow(shore, h + 2);
    const sand = mix(p.land[0], p.light, 0.45);
    sk.path(d, sand);
    sk.clipped(d, () =>
      sk.dabs({
        box: [0, beach - h * 0.05, w, h],
        count: 90,
        color: () => sand,
        size: 2,
        opacity: 0.6,
      }),
    );
    const foam = shore.map((pt, i) => `${i === 0 ? 'M' : 'L'}${n1(pt[0])} ${n1(pt[1])}`).join('');
    sk.add(
      `<path d="${foam}" fill="none" stroke="${lighten(p.light, 0.5)}" stroke-width="${n1(u * 0.9)}" stroke-opacity="0.8"/>`,
    );
  }
  sk.vignette(0.3);
}
