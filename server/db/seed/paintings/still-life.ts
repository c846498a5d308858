// Still life on a table: a jug or bottle, fruit with highlights and cast shadows, a draped cloth,
// lit from the upper left against a dark wall.
import { darken, lighten, mix } from './color';
import { n1, type Sketch } from './svg-kit';

export function paintStillLife(sk: Sketch): void {
  const { rng, w, h, u, palette: p } = sk;
  const wall = mix(p.dark, p.land[0], rng.range(0.1, 0.35));
  sk.rect(
    0,
    0,
    w,
    h,
    sk.radial(
      [
        [0, lighten(wall, 0.25)],
        [1, darken(wall, 0.35)],
      ],
      w * 0.3,
      h * 0.25,
      Math.max(w, h),
    ),
  );
  sk.dabs({
    box: [0, 0, w, h],
    count: 120,
    color: () => lighten(wall, 0.06),
    size: 6,
    spread: 80,
    stretch: 1.6,
    opacity: 0.18,
  });
  const table = h * rng.range(0.6, 0.7);
  const wood = mix(p.land[0], p.dark, 0.3);
  sk.rect(
    0,
    table,
    w,
    h - table,
    sk.linear(
      [
        [0, lighten(wood, 0.15)],
        [1, darken(wood, 0.45)],
      ],
      0,
      table,
      0,
      h,
    ),
  );
  sk.rect(0, table, w, u * 0.8, lighten(wood, 0.3), 'fill-opacity="0.6"');
  if (rng.chance(0.65)) {
    const cloth = mix(p.light, p.sky[1], 0.15);
    const cx = w * rng.range(0.1, 0.5);
    sk.path(
      `M${n1(cx)} ${n1(table)}C${n1(cx + w * 0.1)} ${n1(table - u * 3)} ${n1(cx + w * 0.3)} ${n1(table + u * 2)} ${n1(cx + w * 0.5)} ${n1(table)}L${n1(cx + w * 0.55)} ${n1(h)}L${n1(cx - w * 0.05)} ${n1(h)}Z`,
      sk.linear(
        [
          [0, lighten(cloth, 0.3)],
          [0.5, cloth],
          [1, darken(cloth, 0.3)],
        ],
        cx,
        table,
        cx + w * 0.5,
        h,
      ),
    );
    for (let i = 0; i < 6; i++) {
      const x = cx + w * rng.range(0, 0.5);
      // Soft folds: wide, faint shadows that swing across the cloth, not drips.
      sk.stroke(
        [x, table + u * 2],
        [x + rng.jitter(u * 10), (table + h) / 2],
        [x + rng.jitter(u * 14), h],
        u * 2.2,
        darken(cloth, 0.18),
        0.16,
      );
    }
  }
  // Vessel: a jug or a bottle drawn from a profile.
  const vx = w * rng.range(0.3, 0.7);
  const vh = h * rng.range(0.32, 0.45);
  const vw = u * rng.range(6, 10);
  const base = table + u * 3;
  const glaze = rng.pick([p.water[0], p.accent[2], p.land[1], p.light]);
  sk.ellipse(vx + vw * 1.2, base, vw * 1.6, u * 1.6, 0, '#000000', 0.35);
  const neck = rng.chance(0.5) ? 0.25 : 0.45;
  sk.path(
    `M${n1(vx - vw * neck)} ${n1(base - vh)}L${n1(vx - vw * neck)} ${n1(base - vh * 0.72)}C${n1(vx - vw * 1.4)} ${n1(base - vh * 0.55)} ${n1(vx - vw * 1.2)} ${n1(base)} ${n1(vx - vw * 0.7)} ${n1(base)}L${n1(vx + vw * 0.7)} ${n1(base)}C${n1(vx + vw * 1.2)} ${n1(base)} ${n1(vx + vw * 1.4)} ${n1(base - vh * 0.55)} ${n1(vx + vw * neck)} ${n1(base - vh * 0.72)}L${n1(vx + vw * neck)} ${n1(base - vh)}Z`,
    sk.linear(
      [
        [0, lighten(glaze, 0.35)],
        [0.35, glaze],
        [1, darken(glaze, 0.6)],
      ],
      vx - vw * 1.2,
      0,
      vx + vw * 1.2,
      0,
    ),
  );
  sk.ellipse(vx - vw * 0.5, base - vh * 0.4, u * 0.8, vh * 0.12, 0, lighten(glaze, 0.7), 0.6);
  // Fruit.
  const fruit = rng.int(3, 6);
  for (let i = 0; i < fruit; i++) {
    const r = u * rng.range(3, 5.5);
    const fx = w * rng.range(0.12, 0.88);
    const fy = table + u * rng.range(3, 12) - r * 0.6;
    const c = rng.pick(p.accent);
    sk.ellipse(fx + r * 0.7, fy + r * 0.9, r * 1.2, r * 0.35, 0, '#000000', 0.35);
    sk.circle(
      fx,
      fy,
      r,
      sk.radial(
        [
          [0, lighten(c, 0.45)],
          [0.35, c],
          [1, darken(c, 0.55)],
        ],
        fx - r * 0.35,
        fy - r * 0.4,
        r * 1.5,
      ),
    );
    sk.ellipse(fx - r * 0.35, fy - r * 0.4, r * 0.18, r * 0.12, -30, '#ffffff', 0.55);
    if (rng.chance(0.5))
      sk.stroke(
        [fx, fy - r * 0.9],
        [fx + u * 0.4, fy - r * 1.2],
        [fx + u * 0.8, fy - r * 1.35],
        u * 0.35,
        darken(p.land[2], 0.3),
        0.9,
      );
  }
  sk.vignette(0.45);
}
