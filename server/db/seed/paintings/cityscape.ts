// A city at dusk: skyline layers against a glowing sky, lit windows, and the river reflecting it.
import { darken, lighten, mix } from './color';
import { sky, sun } from './motifs';
import { n1, type Sketch } from './svg-kit';

export function paintCityscape(sk: Sketch): void {
  const { rng, w, h, u, palette: p } = sk;
  const water = rng.chance(0.6);
  const street = water ? h * rng.range(0.62, 0.72) : h * rng.range(0.8, 0.9);
  sky(sk, street, p.sky[0], mix(p.sky[1], p.accent[0], 0.45));
  if (rng.chance(0.6))
    sun(sk, w * rng.range(0.2, 0.8), street - h * rng.range(0.1, 0.3), u * 4, p.accent[0], 6);

  const windows = lighten(p.accent[0], 0.35);
  for (let layer = 0; layer < 3; layer++) {
    const t = layer / 2;
    const color = mix(
      mix(p.dark, p.sky[0], 0.35 - t * 0.25),
      mix(p.sky[1], p.accent[0], 0.3),
      (1 - t) * 0.5,
    );
    let x = -rng.range(0, u * 5);
    while (x < w) {
      const bw = u * rng.range(4, 11) * (1 + t * 0.4);
      const bh = h * rng.range(0.12, 0.42) * (1.15 - t * 0.35);
      const top = street - bh;
      sk.rect(x, top, bw, bh + 1, color);
      const roof = rng.int(0, 4);
      if (roof === 0) sk.rect(x + bw * 0.45, top - u * 6, u * 0.4, u * 6, color);
      else if (roof === 1)
        sk.path(
          `M${n1(x)} ${n1(top)}L${n1(x + bw / 2)} ${n1(top - bw * 0.6)}L${n1(x + bw)} ${n1(top)}Z`,
          color,
        );
      else if (roof === 2) sk.rect(x + bw * 0.2, top - u * 2.5, bw * 0.6, u * 2.6, color);
      if (layer > 0) {
        const cols = Math.max(2, Math.floor(bw / (u * 1.8)));
        const rows = Math.floor(bh / (u * 2.4));
        for (let r = 1; r < rows; r++) {
          for (let c = 0; c < cols; c++) {
            if (!rng.chance(0.32 + t * 0.15)) continue;
            sk.rect(
              x + (bw / cols) * (c + 0.3),
              top + r * u * 2.4,
              (bw / cols) * 0.45,
              u * 1.1,
              windows,
              `fill-opacity="${n1(rng.range(0.55, 1) * 100) / 100}"`,
            );
          }
        }
      }
      x += bw + u * rng.range(0, 1.2);
    }
  }
  if (water) {
    sk.rect(
      0,
      street,
      w,
      h - street,
      sk.linear(
        [
          [0, mix(p.water[0], p.accent[0], 0.3)],
          [1, p.water[1]],
        ],
        0,
        street,
        0,
        h,
      ),
    );
    for (let i = 0; i < 340 * sk.brush.density; i++) {
      const x = rng.next() * w;
      const t = rng.next();
      const y = street + (h - street) * t;
      const lit = rng.chance(0.3);
      sk.ellipse(
        x,
        y,
        u * rng.range(0.8, 3.5),
        u * (0.15 + t * 0.3),
        0,
        lit ? windows : darken(p.water[1], 0.25),
        lit ? 0.6 : 0.45,
      );
    }
    sk.rect(0, street - u * 0.3, w, u * 0.6, darken(p.dark, 0.2));
  } else {
    sk.rect(0, street, w, h - street, darken(p.dark, 0.15));
    for (let i = 0; i < 24; i++) {
      const x = rng.next() * w;
      sk.circle(x, street + (h - street) * rng.range(0.2, 0.7), u * 0.5, windows);
      sk.ellipse(x, street + (h - street) * 0.5, u * 4, u * 0.6, 0, windows, 0.35);
    }
  }
  sk.vignette(0.35);
}
