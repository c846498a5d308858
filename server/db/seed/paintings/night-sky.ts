// Night: a deep gradient sky full of stars, the Milky Way or an aurora, a moon, and a dark land
// with a lit cabin window or a lake catching the light.
import { darken, lighten, mix } from './color';
import { conifer, sun } from './motifs';
import { areaBelow, n1, ridge, ridgeAt, type Sketch } from './svg-kit';

export function paintNightSky(sk: Sketch): void {
  const { rng, w, h, u, palette: p } = sk;
  const horizon = h * rng.range(0.66, 0.8);
  const deep = darken(mix(p.dark, p.sky[0], 0.3), 0.35);
  const glow = mix(p.sky[1], p.accent[2], 0.3);
  sk.rect(
    0,
    0,
    w,
    horizon + u * 4,
    sk.linear(
      [
        [0, deep],
        [0.7, mix(deep, p.sky[0], 0.5)],
        [1, mix(glow, deep, 0.3)],
      ],
      0,
      0,
      0,
      horizon,
    ),
  );
  if (rng.chance(0.5)) {
    // Milky Way: a diagonal drift of faint dabs.
    const x0 = rng.range(0, w * 0.4);
    for (let i = 0; i < 260 * sk.brush.density; i++) {
      const t = rng.next();
      const x = x0 + t * w * 0.8 + rng.jitter(u * 10);
      const y = horizon - t * horizon * 0.95 + rng.jitter(u * 8);
      sk.ellipse(
        x,
        y,
        u * rng.range(1, 4),
        u * rng.range(0.5, 1.5),
        -40,
        rng.chance(0.7) ? lighten(p.sky[1], 0.4) : p.accent[2],
        0.12,
      );
    }
  } else {
    // Aurora: curtains of vertical strokes hanging from a wavy line.
    const base = horizon * rng.range(0.35, 0.6);
    const c1 = rng.pick([p.land[1], p.water[0], p.accent[2]]);
    for (let i = 0; i < 160 * sk.brush.density; i++) {
      const x = rng.next() * w;
      const y = base + Math.sin((x / w) * Math.PI * rng.range(1.5, 2.5)) * h * 0.08;
      const len = h * rng.range(0.08, 0.25);
      sk.ellipse(x, y - len / 2, u * rng.range(0.3, 1), len / 2, 0, lighten(c1, 0.3), 0.12);
    }
  }
  const stars = Math.round(rng.range(160, 320));
  for (let i = 0; i < stars; i++) {
    const y = rng.next() ** 1.4 * horizon;
    const r = u * 0.08 * (1 + rng.next() ** 6 * 5);
    sk.circle(
      rng.next() * w,
      y,
      r,
      '#fffaf0',
      `fill-opacity="${n1(rng.range(0.35, 1) * 100) / 100}"`,
    );
  }
  if (rng.chance(0.7))
    sun(
      sk,
      w * rng.range(0.15, 0.85),
      h * rng.range(0.12, 0.35),
      u * rng.range(3, 5),
      mix(p.light, '#fff6d8', 0.5),
      4,
    );
  const land = ridge(rng, w, horizon, h * 0.05, 0.55, 6);
  const ground = darken(mix(p.dark, p.land[2], 0.25), 0.4);
  const lake = rng.chance(0.4);
  if (lake) {
    sk.rect(
      0,
      horizon + h * 0.06,
      w,
      h,
      sk.linear(
        [
          [0, mix(glow, deep, 0.5)],
          [1, deep],
        ],
        0,
        horizon,
        0,
        h,
      ),
    );
    for (let i = 0; i < 80; i++)
      sk.ellipse(
        rng.next() * w,
        horizon + h * 0.07 + rng.next() * (h - horizon),
        u * rng.range(1, 4),
        u * 0.15,
        0,
        lighten(p.sky[1], 0.3),
        0.25,
      );
    sk.path(areaBelow(land, horizon + h * 0.06), ground);
  } else {
    sk.path(areaBelow(land, h + 2), ground);
  }
  for (let k = 0; k < rng.int(4, 14); k++) {
    const x = rng.next() * w;
    conifer(sk, x, ridgeAt(land, x) + u * 2, u * rng.range(5, 14), darken(ground, 0.2));
  }
  if (!lake && rng.chance(0.6)) {
    const cx = w * rng.range(0.2, 0.8);
    const cy = ridgeAt(land, cx) + u * 6;
    const s = u * 4;
    sk.path(
      `M${n1(cx - s)} ${n1(cy)}L${n1(cx - s)} ${n1(cy - s)}L${n1(cx)} ${n1(cy - s * 1.8)}L${n1(cx + s)} ${n1(cy - s)}L${n1(cx + s)} ${n1(cy)}Z`,
      darken(ground, 0.3),
    );
    sk.circle(
      cx + s * 0.2,
      cy - s * 0.5,
      s * 3,
      sk.radial(
        [
          [0, p.accent[0], 0.5],
          [1, p.accent[0], 0],
        ],
        cx + s * 0.2,
        cy - s * 0.5,
        s * 3,
      ),
    );
    sk.rect(cx, cy - s * 0.75, s * 0.45, s * 0.45, lighten(p.accent[0], 0.4));
  }
  sk.vignette(0.4);
}
