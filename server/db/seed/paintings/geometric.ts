// Hard-edged compositions: a Bauhaus grid of arcs and triangles, a Mondrian-like division of the
// plane, or overlapping haloed circles on a dark ground.
import { darken, lighten, mix } from './color';
import { n1, type Sketch } from './svg-kit';

export function paintGeometric(sk: Sketch): void {
  const kind = sk.rng.int(0, 2);
  if (kind === 0) bauhaus(sk);
  else if (kind === 1) division(sk);
  else circles(sk);
  // A light wash of dabs keeps hard edges looking painted rather than printed.
  sk.dabs({
    box: [0, 0, sk.w, sk.h],
    count: 120,
    color: () => sk.palette.light,
    size: 6,
    spread: 90,
    stretch: 1.5,
    opacity: 0.05,
  });
  sk.vignette(0.2);
}

function bauhaus(sk: Sketch): void {
  const { rng, w, h, palette: p } = sk;
  const cols = rng.int(3, 5);
  const rows = Math.max(2, Math.round((cols * h) / w));
  const cw = w / cols;
  const ch = h / rows;
  const cs = [...p.accent, p.dark, p.light, p.water[0], mix(p.light, p.accent[1], 0.3)];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * cw;
      const y = r * ch;
      const bg = rng.pick(cs);
      let fg = rng.pick(cs);
      if (fg === bg) fg = p.dark === bg ? p.light : p.dark;
      sk.rect(x, y, cw + 1, ch + 1, bg);
      const s = Math.min(cw, ch);
      const cx = x + cw / 2;
      const cy = y + ch / 2;
      switch (rng.int(0, 4)) {
        case 0:
          sk.circle(cx, cy, s * 0.38, fg);
          break;
        case 1: {
          const flip = rng.chance(0.5);
          sk.path(
            `M${n1(x)} ${n1(flip ? y : y + ch)}A${n1(cw / 2)} ${n1(ch)} 0 0 ${flip ? 0 : 1} ${n1(x + cw)} ${n1(flip ? y : y + ch)}Z`,
            fg,
          );
          break;
        }
        case 2:
          sk.path(
            `M${n1(x)} ${n1(y + ch)}L${n1(x + cw)} ${n1(y + ch)}L${n1(rng.chance(0.5) ? x : x + cw)} ${n1(y)}Z`,
            fg,
          );
          break;
        case 3:
          sk.path(
            `M${n1(x)} ${n1(y)}L${n1(x + cw)} ${n1(y)}A${n1(cw)} ${n1(ch)} 0 0 1 ${n1(x)} ${n1(y + ch)}Z`,
            fg,
          );
          break;
        default:
          for (let i = 0; i < 5; i++) sk.rect(x, y + (ch / 5) * i, cw, ch / 10, fg);
      }
    }
  }
}

function division(sk: Sketch): void {
  const { rng, w, h, u, palette: p } = sk;
  sk.rect(0, 0, w, h, lighten(p.light, 0.3));
  const line = u * rng.range(0.9, 1.6);
  const fills = [p.accent[0], p.accent[1], p.accent[2], p.water[0], p.dark];
  const split = (x: number, y: number, bw: number, bh: number, depth: number) => {
    if (depth > 3 || bw < u * 12 || bh < u * 12 || (depth > 1 && rng.chance(0.3))) {
      if (rng.chance(0.35)) sk.rect(x, y, bw, bh, rng.pick(fills));
      return;
    }
    if (bw > bh ? rng.chance(0.75) : rng.chance(0.25)) {
      const at = bw * rng.range(0.3, 0.7);
      split(x, y, at, bh, depth + 1);
      split(x + at, y, bw - at, bh, depth + 1);
      sk.rect(x + at - line / 2, y, line, bh, p.dark);
    } else {
      const at = bh * rng.range(0.3, 0.7);
      split(x, y, bw, at, depth + 1);
      split(x, y + at, bw, bh - at, depth + 1);
      sk.rect(x, y + at - line / 2, bw, line, p.dark);
    }
  };
  split(0, 0, w, h, 0);
}

function circles(sk: Sketch): void {
  const { rng, w, h, u, palette: p } = sk;
  sk.rect(
    0,
    0,
    w,
    h,
    sk.radial(
      [
        [0, mix(p.dark, p.sky[0], 0.35)],
        [1, darken(p.dark, 0.3)],
      ],
      w / 2,
      h / 2,
      Math.max(w, h) * 0.7,
    ),
  );
  const cs = [...p.accent, p.water[0], p.sky[1], p.light];
  const count = rng.int(9, 18);
  for (let i = 0; i < count; i++) {
    const x = rng.next() * w;
    const y = rng.next() * h;
    const r = u * rng.range(2, 16);
    const c = rng.pick(cs);
    sk.circle(
      x,
      y,
      r * 1.5,
      sk.radial(
        [
          [0.6, c, 0.35],
          [1, c, 0],
        ],
        x,
        y,
        r * 1.5,
      ),
    );
    sk.circle(x, y, r, c, 'fill-opacity="0.88"');
    if (rng.chance(0.5))
      sk.circle(x, y, r * rng.range(0.3, 0.6), rng.pick(cs), 'fill-opacity="0.9"');
  }
  for (let i = 0; i < 5; i++) {
    sk.add(
      `<line x1="${n1(rng.next() * w)}" y1="${n1(rng.next() * h)}" x2="${n1(rng.next() * w)}" y2="${n1(rng.next() * h)}" stroke="${p.light}" stroke-width="${n1(u * rng.range(0.2, 0.6))}" stroke-opacity="0.8"/>`,
    );
  }
}
