// Abstracts: stacked colour fields, gestural brushwork with splatter, or floating organic forms.
import { darken, lighten, mix, vary } from './color';
import { n1, type Sketch } from './svg-kit';

export function paintAbstract(sk: Sketch): void {
  const kind = sk.rng.int(0, 2);
  if (kind === 0) colourFields(sk);
  else if (kind === 1) gestures(sk);
  else forms(sk);
  sk.vignette(0.25);
}

function colours(sk: Sketch): string[] {
  const p = sk.palette;
  return [...p.accent, p.water[0], p.land[1], p.sky[0], p.dark];
}

function colourFields(sk: Sketch): void {
  const { rng, w, h, u, palette: p } = sk;
  const ground = rng.pick([p.dark, p.accent[2], p.sky[0]]);
  sk.rect(0, 0, w, h, ground);
  sk.dabs({
    box: [0, 0, w, h],
    count: 160,
    color: () => ground,
    size: 6,
    spread: 90,
    stretch: 1.5,
    opacity: 0.3,
  });
  const bands = rng.int(2, 3);
  const margin = u * rng.range(5, 9);
  const gap = u * rng.range(2, 5);
  const bandH = (h - margin * 2 - gap * (bands - 1)) / bands;
  const palette = rng.shuffle(colours(sk));
  for (let b = 0; b < bands; b++) {
    const c = palette[b] ?? p.accent[0];
    const y = margin + b * (bandH + gap);
    const hh = bandH * rng.range(0.75, 1);
    sk.rect(margin, y, w - margin * 2, hh, c, 'fill-opacity="0.9"');
    // Feathered edges: dabs of the band colour and the ground along every side.
    sk.dabs({
      box: [margin - u * 2, y - u * 2, w - margin * 2 + u * 4, u * 4],
      count: 70,
      color: () => mix(c, ground, 0.3),
      size: 2.4,
      opacity: 0.7,
    });
    sk.dabs({
      box: [margin - u * 2, y + hh - u * 2, w - margin * 2 + u * 4, u * 4],
      count: 70,
      color: () => mix(c, ground, 0.3),
      size: 2.4,
      opacity: 0.7,
    });
    sk.dabs({
      box: [margin, y, w - margin * 2, hh],
      count: 130,
      color: () => vary(rng, c, 24),
      size: 5,
      spread: 12,
      stretch: 2.5,
      opacity: 0.45,
    });
  }
}

function gestures(sk: Sketch): void {
  const { rng, w, h, u, palette: p } = sk;
  const ground = rng.pick([p.light, lighten(p.sky[1], 0.3), p.dark]);
  sk.rect(0, 0, w, h, ground);
  sk.dabs({
    box: [0, 0, w, h],
    count: 140,
    color: () => ground,
    size: 7,
    spread: 90,
    stretch: 1.4,
    opacity: 0.3,
  });
  const cs = colours(sk);
  const strokes = rng.int(12, 24);
  for (let i = 0; i < strokes; i++) {
    const x = rng.next() * w;
    const y = rng.next() * h;
    const len = u * rng.range(15, 55);
    const a = rng.range(0, Math.PI * 2);
    const c = rng.pick(cs);
    sk.stroke(
      [x, y],
      [x + Math.cos(a + 0.8) * len * 0.6, y + Math.sin(a + 0.8) * len * 0.6],
      [x + Math.cos(a) * len, y + Math.sin(a) * len],
      u * rng.range(2, 8),
      c,
      rng.range(0.6, 0.95),
    );
  }
  for (let i = 0; i < 140; i++) {
    sk.circle(
      rng.next() * w,
      rng.next() * h,
      u * rng.range(0.1, 0.7) ** 2 * 3,
      rng.pick(cs),
      `fill-opacity="${n1(rng.range(0.5, 0.95) * 100) / 100}"`,
    );
  }
}

function forms(sk: Sketch): void {
  const { rng, w, h, u, palette: p } = sk;
  const ground = mix(p.sky[0], p.dark, 0.3);
  sk.rect(
    0,
    0,
    w,
    h,
    sk.linear(
      [
        [0, ground],
        [1, darken(p.water[1], 0.2)],
      ],
      0,
      0,
      w,
      h,
    ),
  );
  sk.dabs({
    box: [0, 0, w, h],
    count: 140,
    color: () => lighten(ground, 0.05),
    size: 6,
    spread: 90,
    stretch: 1.6,
    opacity: 0.2,
  });
  const cs = colours(sk);
  for (let i = 0; i < rng.int(6, 11); i++) {
    const cx = rng.next() * w;
    const cy = rng.next() * h;
    const r = u * rng.range(6, 22);
    const k = 7;
    const pts = Array.from({ length: k }, (_, j) => {
      const a = (j / k) * Math.PI * 2;
      const rr = r * rng.range(0.65, 1.25);
      return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr] as const;
    });
    let d = `M${n1((pts[0]![0] + pts[k - 1]![0]) / 2)} ${n1((pts[0]![1] + pts[k - 1]![1]) / 2)}`;
    for (let j = 0; j < k; j++) {
      const a = pts[j]!;
      const b = pts[(j + 1) % k]!;
      d += `Q${n1(a[0])} ${n1(a[1])} ${n1((a[0] + b[0]) / 2)} ${n1((a[1] + b[1]) / 2)}`;
    }
    const c = rng.pick(cs);
    sk.path(
      `${d}Z`,
      sk.radial(
        [
          [0, lighten(c, 0.3)],
          [1, c],
        ],
        cx - r * 0.3,
        cy - r * 0.3,
        r * 1.4,
      ),
      `fill-opacity="${n1(rng.range(0.7, 0.95) * 100) / 100}"`,
    );
    if (rng.chance(0.4))
      sk.add(
        `<path d="${d}Z" fill="none" stroke="${p.light}" stroke-width="${n1(u * 0.4)}" stroke-opacity="0.7" transform="translate(${n1(u * 2)} ${n1(u * 1.5)})"/>`,
      );
  }
  for (let i = 0; i < 6; i++) {
    const y = rng.next() * h;
    sk.stroke(
      [0, y],
      [w / 2, y + rng.jitter(h * 0.3)],
      [w, y + rng.jitter(h * 0.2)],
      u * 0.35,
      p.light,
      0.5,
    );
  }
}
