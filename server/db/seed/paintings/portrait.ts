// An artist's profile picture as a small painted portrait: head and shoulders against a worked
// background in the artist's palette, lit from the upper left. No face features: it reads as a
// painted study rather than a photograph, which is what a demo should show.
import type { Rng } from '../prng';
import { darken, lighten, mix } from './color';
import { n1, Sketch, type Palette } from './svg-kit';

const SKIN = ['#f1c9a8', '#e3b08c', '#c98d66', '#a96c4b', '#8a5538', '#6a3f29'];
const HAIR = ['#241a14', '#3f2a1c', '#6b4a2e', '#a57c4f', '#d2b98f', '#151515', '#8d8a86'];

export function paintPortrait(size: number, rng: Rng, p: Palette): string {
  const sk = new Sketch(size, size, rng, p, { opacity: 0.85, size: 1.1, density: 1 });
  const { u } = sk;
  const ground = mix(p.sky[0], rng.pick(p.accent), 0.35);
  sk.rect(
    0,
    0,
    size,
    size,
    sk.radial(
      [
        [0, lighten(ground, 0.25)],
        [1, darken(ground, 0.3)],
      ],
      size * 0.35,
      size * 0.3,
      size,
    ),
  );
  sk.dabs({
    box: [0, 0, size, size],
    count: 220,
    color: () => ground,
    size: 5,
    spread: 90,
    stretch: 2,
    opacity: 0.5,
  });

  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const cloth = rng.pick([p.dark, p.water[1], p.accent[1], p.land[2]]);
  const cx = size * rng.range(0.46, 0.54);
  const headY = size * 0.4;
  const headR = u * rng.range(15, 18);

  // Shoulders.
  sk.path(
    `M${n1(cx - u * 44)} ${size}C${n1(cx - u * 42)} ${n1(size * 0.78)} ${n1(cx - u * 28)} ${n1(size * 0.7)} ${n1(cx - u * 10)} ${n1(size * 0.68)}L${n1(cx + u * 10)} ${n1(size * 0.68)}C${n1(cx + u * 28)} ${n1(size * 0.7)} ${n1(cx + u * 42)} ${n1(size * 0.78)} ${n1(cx + u * 44)} ${size}Z`,
    sk.linear(
      [
        [0, lighten(cloth, 0.2)],
        [1, darken(cloth, 0.35)],
      ],
      cx - u * 40,
      0,
      cx + u * 40,
      0,
    ),
  );
  // Neck, then its shadow under the jaw.
  sk.rect(
    cx - u * 6,
    headY + headR * 0.6,
    u * 12,
    size * 0.7 - headY - headR * 0.6,
    darken(skin, 0.12),
  );
  sk.ellipse(cx, headY + headR * 1.02, u * 6.5, u * 2.5, 0, darken(skin, 0.35), 0.6);
  // Hair behind the head for longer styles.
  if (rng.chance(0.5)) {
    sk.path(
      `M${n1(cx - headR * 1.15)} ${n1(headY)}C${n1(cx - headR * 1.3)} ${n1(headY + headR * 1.8)} ${n1(cx - headR * 0.6)} ${n1(headY + headR * 2.1)} ${n1(cx)} ${n1(headY + headR * 1.7)}C${n1(cx + headR * 0.6)} ${n1(headY + headR * 2.1)} ${n1(cx + headR * 1.3)} ${n1(headY + headR * 1.8)} ${n1(cx + headR * 1.15)} ${n1(headY)}Z`,
      darken(hair, 0.1),
    );
  }
  sk.ellipse(
    cx,
    headY,
    headR * 0.82,
    headR,
    0,
    sk.radial(
      [
        [0, lighten(skin, 0.25)],
        [0.6, skin],
        [1, darken(skin, 0.3)],
      ],
      cx - headR * 0.35,
      headY - headR * 0.35,
      headR * 1.5,
    ),
  );
  // Ear.
  sk.ellipse(
    cx + headR * 0.8,
    headY + headR * 0.1,
    headR * 0.12,
    headR * 0.2,
    0,
    darken(skin, 0.15),
  );
  // Hair cap.
  sk.path(
    `M${n1(cx - headR * 0.9)} ${n1(headY + headR * 0.1)}C${n1(cx - headR * 1)} ${n1(headY - headR * 1.35)} ${n1(cx + headR * 1)} ${n1(headY - headR * 1.35)} ${n1(cx + headR * 0.9)} ${n1(headY + headR * 0.1)}C${n1(cx + headR * 0.6)} ${n1(headY - headR * 0.55)} ${n1(cx - headR * 0.2)} ${n1(headY - headR * 0.7)} ${n1(cx - headR * 0.9)} ${n1(headY + headR * 0.1)}Z`,
    sk.linear(
      [
        [0, lighten(hair, 0.2)],
        [1, darken(hair, 0.2)],
      ],
      cx - headR,
      headY - headR,
      cx + headR,
      headY,
    ),
  );
  sk.vignette(0.35);
  return sk.svg();
}
