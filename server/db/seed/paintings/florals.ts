// Flowers: a bouquet in a vase on a table, a meadow of wildflowers, or a few large blooms.
import { darken, lighten, mix, vary } from './color';
import { flower } from './motifs';
import { n1, type Sketch } from './svg-kit';

export function paintFlorals(sk: Sketch): void {
  const kind = sk.rng.int(0, 2);
  if (kind === 0) bouquet(sk);
  else if (kind === 1) meadow(sk);
  else blooms(sk);
  sk.vignette(0.3);
}

function bouquet(sk: Sketch): void {
  const { rng, w, h, u, palette: p } = sk;
  const dark = rng.chance(0.5);
  const wall = dark ? mix(p.dark, p.sky[0], 0.25) : mix(p.light, p.sky[1], 0.3);
  sk.rect(
    0,
    0,
    w,
    h,
    sk.radial(
      [
        [0, lighten(wall, 0.15)],
        [1, darken(wall, 0.2)],
      ],
      w * 0.4,
      h * 0.35,
      Math.max(w, h),
    ),
  );
  sk.dabs({ box: [0, 0, w, h], count: 120, color: () => wall, size: 4, spread: 60, opacity: 0.4 });
  const table = h * rng.range(0.74, 0.82);
  const wood = mix(p.land[0], p.dark, 0.35);
  sk.rect(
    0,
    table,
    w,
    h - table,
    sk.linear(
      [
        [0, lighten(wood, 0.1)],
        [1, darken(wood, 0.3)],
      ],
      0,
      table,
      0,
      h,
    ),
  );
  const vx = w * rng.range(0.42, 0.58);
  const vw = u * rng.range(9, 14);
  const vh = h * rng.range(0.2, 0.28);
  const glaze = rng.pick([p.water[0], p.accent[2], p.light, p.sky[0]]);
  sk.ellipse(vx + vw * 0.4, table + u, vw * 1.3, u * 2, 0, '#000000', 0.3);
  sk.path(
    `M${n1(vx - vw * 0.35)} ${n1(table - vh)}C${n1(vx - vw * 1.3)} ${n1(table - vh * 0.6)} ${n1(vx - vw * 0.9)} ${n1(table)} ${n1(vx - vw * 0.5)} ${n1(table)}L${n1(vx + vw * 0.5)} ${n1(table)}C${n1(vx + vw * 0.9)} ${n1(table)} ${n1(vx + vw * 1.3)} ${n1(table - vh * 0.6)} ${n1(vx + vw * 0.35)} ${n1(table - vh)}Z`,
    sk.linear(
      [
        [0, lighten(glaze, 0.3)],
        [0.45, glaze],
        [1, darken(glaze, 0.45)],
      ],
      vx - vw,
      0,
      vx + vw,
      0,
    ),
  );
  const top = table - vh;
  const heads = rng.int(9, 16);
  for (let i = 0; i < heads; i++) {
    const a = rng.range(-Math.PI * 0.95, -Math.PI * 0.05);
    const d = rng.range(0.3, 1) * h * 0.3;
    const fx = vx + Math.cos(a) * d * 1.1;
    const fy = top + Math.sin(a) * d * 0.9;
    sk.stroke(
      [vx + rng.jitter(vw * 0.3), top + u * 2],
      [vx + (fx - vx) * 0.4, fy + (top - fy) * 0.7],
      [fx, fy],
      u * 0.45,
      darken(p.land[2], 0.2),
      0.9,
    );
    sk.ellipse(
      fx + rng.jitter(u * 4),
      fy + u * 3,
      u * 2.6,
      u * 1,
      rng.range(0, 180),
      mix(p.land[2], p.land[1], 0.4),
      0.9,
    );
  }
  for (let i = 0; i < heads; i++) {
    const a = rng.range(-Math.PI * 0.95, -Math.PI * 0.05);
    const d = rng.range(0.25, 1) * h * 0.3;
    flower(
      sk,
      vx + Math.cos(a) * d * 1.1,
      top + Math.sin(a) * d * 0.9,
      u * rng.range(3, 6.5),
      rng.pick(p.accent),
      darken(p.accent[1], 0.5),
    );
  }
}

function meadow(sk: Sketch): void {
  const { rng, w, h, u, palette: p } = sk;
  sk.rect(
    0,
    0,
    w,
    h,
    sk.linear(
      [
        [0, p.sky[1]],
        [0.45, mix(p.land[0], p.sky[1], 0.4)],
        [1, p.land[2]],
      ],
      0,
      0,
      0,
      h,
    ),
  );
  sk.dabs({
    box: [0, h * 0.3, w, h * 0.7],
    count: 260,
    color: (_x, y) => mix(p.land[1], p.land[2], y / h),
    size: 2.4,
    angle: 90,
    spread: 20,
    opacity: 0.6,
  });
  const count = Math.round(90 * sk.brush.density);
  const items = Array.from({ length: count }, () => ({
    y: h * (0.35 + rng.next() ** 0.7 * 0.65),
    x: rng.next() * w,
  }));
  items.sort((a, b) => a.y - b.y);
  for (const { x, y } of items) {
    const t = (y - h * 0.35) / (h * 0.65);
    const r = u * (0.8 + t * 5);
    sk.stroke(
      [x + rng.jitter(r), h + 5],
      [x + rng.jitter(r), (y + h) / 2],
      [x, y],
      Math.max(1, u * 0.15 + t * u * 0.35),
      darken(p.land[2], 0.15),
      0.8,
    );
    flower(sk, x, y, r, rng.pick(p.accent), darken(rng.pick(p.accent), 0.55), rng.int(5, 8));
  }
}

function blooms(sk: Sketch): void {
  const { rng, w, h, u, palette: p } = sk;
  const ground = rng.pick([p.dark, p.light, p.sky[0]]);
  sk.rect(0, 0, w, h, ground);
  sk.dabs({
    box: [0, 0, w, h],
    count: 200,
    color: () => vary(rng, ground, 20),
    size: 5,
    spread: 90,
    stretch: 2,
    opacity: 0.3,
  });
  // A spray of blooms along a curve across the canvas, leaves behind them.
  const x0 = w * rng.range(0.1, 0.3);
  const y0 = h * rng.range(0.7, 0.9);
  const x1 = w * rng.range(0.7, 0.9);
  const y1 = h * rng.range(0.1, 0.3);
  const bend = rng.jitter(w * 0.3);
  const along = (t: number): [number, number] => [
    x0 + (x1 - x0) * t + Math.sin(t * Math.PI) * bend,
    y0 + (y1 - y0) * t,
  ];
  const leaf = mix(p.land[2], ground, 0.15);
  for (let i = 0; i < 40; i++) {
    const [lx, ly] = along(rng.next());
    const x = lx + rng.jitter(u * 12);
    const y = ly + rng.jitter(u * 12);
    const a = rng.range(0, 360);
    const r = u * rng.range(4, 9);
    const rad = (a * Math.PI) / 180;
    sk.ellipse(
      x + Math.cos(rad) * r,
      y + Math.sin(rad) * r,
      r,
      r * 0.38,
      a,
      vary(rng, i % 3 ? leaf : darken(leaf, 0.25), 12),
      0.9,
    );
  }
  const count = rng.int(6, 10);
  for (let i = 0; i < count; i++) {
    const [ax, ay] = along((i + rng.next() * 0.6) / count);
    const x = ax + rng.jitter(u * 10);
    const y = ay + rng.jitter(u * 10);
    const c = rng.pick(p.accent);
    const r = u * rng.range(6, 15);
    // Layered petals: outer ring darkest, each inner ring lighter, like a peony or a rose.
    for (let ring = 0; ring < 4; ring++) {
      flower(
        sk,
        x + rng.jitter(u * 3),
        y + rng.jitter(u * 3),
        r * (1 - ring * 0.2),
        mix(darken(c, 0.2), lighten(c, 0.25), ring / 3),
        darken(c, 0.6),
        7 + ring,
      );
    }
  }
  for (let i = 0; i < 14; i++) {
    const [x, y] = along(rng.next());
    sk.circle(
      x + rng.jitter(u * 12),
      y + rng.jitter(u * 12),
      u * rng.range(1, 2.2),
      lighten(rng.pick(p.accent), 0.1),
    );
  }
}
