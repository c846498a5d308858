// Woods: rows of pines in morning fog with shafts of light, or a birch grove in autumn colour.
import { darken, lighten, mix, vary } from './color';
import { conifer, grass } from './motifs';
import { n1, type Sketch } from './svg-kit';

export function paintForest(sk: Sketch): void {
  if (sk.rng.chance(0.4)) birches(sk);
  else pines(sk);
  sk.vignette(0.35);
}

function pines(sk: Sketch): void {
  const { rng, w, h, u, palette: p } = sk;
  const fog = lighten(p.sky[1], 0.25);
  sk.rect(
    0,
    0,
    w,
    h,
    sk.linear(
      [
        [0, p.sky[0]],
        [0.7, fog],
        [1, mix(p.land[1], fog, 0.5)],
      ],
      0,
      0,
      0,
      h,
    ),
  );
  const rows = 4;
  for (let r = 0; r < rows; r++) {
    const t = r / (rows - 1);
    const base = h * (0.55 + t * 0.4);
    const color = mix(mix(p.land[2], p.dark, 0.45), fog, (1 - t) * 0.75);
    const count = Math.round((34 - r * 6) * rng.range(0.8, 1.2));
    for (let i = 0; i < count; i++) {
      conifer(
        sk,
        rng.next() * w,
        base + rng.jitter(h * 0.03),
        h * (0.22 + t * 0.4) * rng.range(0.7, 1.2),
        vary(rng, color, 6),
      );
    }
    const mist = sk.linear(
      [
        [0, fog, 0],
        [1, fog, 0.45 * (1 - t)],
      ],
      0,
      base - h * 0.2,
      0,
      base,
    );
    sk.rect(0, base - h * 0.2, w, h * 0.2, mist);
  }
  if (rng.chance(0.6)) {
    for (let i = 0; i < 5; i++) {
      const x = w * rng.range(0.1, 0.9);
      const spread = u * rng.range(4, 10);
      sk.path(
        `M${n1(x)} 0L${n1(x + spread)} 0L${n1(x + spread * 4 + h * 0.3)} ${h}L${n1(x + h * 0.3)} ${h}Z`,
        lighten(p.accent[0], 0.5),
        'fill-opacity="0.12"',
      );
    }
  }
  grass(sk, h * 0.9, mix(p.land[2], p.dark, 0.3), 90);
}

function birches(sk: Sketch): void {
  const { rng, w, h, u, palette: p } = sk;
  sk.rect(
    0,
    0,
    w,
    h,
    sk.linear(
      [
        [0, mix(p.sky[1], p.accent[1], 0.3)],
        [1, mix(p.land[1], p.accent[0], 0.3)],
      ],
      0,
      0,
      0,
      h,
    ),
  );
  // Leaves: a warm haze of dabs in the accent colours.
  sk.dabs({
    box: [0, 0, w, h * 0.75],
    count: 420,
    color: () => rng.pick(p.accent),
    size: 1.6,
    spread: 180,
    stretch: 1.6,
    opacity: 0.7,
  });
  sk.dabs({
    box: [0, h * 0.7, w, h * 0.3],
    count: 200,
    color: () => mix(rng.pick(p.accent), p.land[1], 0.4),
    size: 2,
    stretch: 2.2,
    opacity: 0.8,
  });
  const trunks = rng.int(6, 11);
  for (let i = 0; i < trunks; i++) {
    const depth = rng.next();
    const x = rng.next() * w;
    const tw = u * (1.2 + depth * 3.2);
    const lean = rng.jitter(u * 4);
    const bark = mix(lighten(p.light, 0.4), p.sky[1], (1 - depth) * 0.4);
    sk.path(
      `M${n1(x - tw / 2)} ${h}L${n1(x - tw / 2 + lean)} -5L${n1(x + tw / 2 + lean)} -5L${n1(x + tw / 2)} ${h}Z`,
      bark,
    );
    sk.path(
      `M${n1(x + tw * 0.15)} ${h}L${n1(x + tw * 0.15 + lean)} -5L${n1(x + tw / 2 + lean)} -5L${n1(x + tw / 2)} ${h}Z`,
      darken(bark, 0.15),
      'fill-opacity="0.6"',
    );
    const marks = rng.int(8, 16);
    for (let m = 0; m < marks; m++) {
      const y = rng.next() * h;
      const mx = x + lean * (1 - y / h);
      sk.ellipse(
        mx + rng.jitter(tw * 0.2),
        y,
        tw * rng.range(0.2, 0.45),
        u * rng.range(0.2, 0.5),
        rng.jitter(8),
        p.dark,
        0.85,
      );
    }
  }
}
