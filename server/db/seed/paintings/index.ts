// Procedural paintings: one painter per genre, each drawing an SVG in an artist's palette with a
// brush that depends on the medium. Pure functions of their inputs (and the seeded Rng).
import type { MEDIUMS } from '../../../../src/domain/catalogue';
import type { Rng } from '../prng';
import { lighten, monochrome } from './color';
import { paintAbstract } from './abstract';
import { paintCityscape } from './cityscape';
import { paintFlorals } from './florals';
import { paintForest } from './forest';
import { paintGeometric } from './geometric';
import { paintLandscape } from './landscape';
import { paintMountains } from './mountains';
import { paintNightSky } from './night-sky';
import { paintSeascape } from './seascape';
import { paintStillLife } from './still-life';
import { Sketch, type Brush, type Palette } from './svg-kit';

export type { Palette } from './svg-kit';

export const GENRES = [
  'landscape',
  'seascape',
  'mountains',
  'forest',
  'florals',
  'abstract',
  'geometric',
  'cityscape',
  'still-life',
  'night-sky',
] as const;
export type Genre = (typeof GENRES)[number];

/** The spec's media (src/domain/catalogue.ts); each lays paint differently. */
export type Medium = (typeof MEDIUMS)[number];

const painters: Record<Genre, (sk: Sketch) => void> = {
  landscape: paintLandscape,
  seascape: paintSeascape,
  mountains: paintMountains,
  forest: paintForest,
  florals: paintFlorals,
  abstract: paintAbstract,
  geometric: paintGeometric,
  cityscape: paintCityscape,
  'still-life': paintStillLife,
  'night-sky': paintNightSky,
};

const brushes: Record<Medium, Brush> = {
  Oil: { opacity: 0.85, size: 1.1, density: 1 },
  Acrylic: { opacity: 0.9, size: 1, density: 0.9 },
  Watercolor: { opacity: 0.45, size: 1.5, density: 0.7 },
  Pastel: { opacity: 0.75, size: 0.8, density: 1.3 },
  Charcoal: { opacity: 0.7, size: 0.9, density: 1.1 },
  'Mixed Media': { opacity: 0.8, size: 1.25, density: 1 },
};

/** The palette as the medium renders it: charcoal is monochrome, watercolour and pastel paler. */
export function paletteFor(medium: Medium, p: Palette): Palette {
  const map = (f: (c: string) => string): Palette => ({
    sky: [f(p.sky[0]), f(p.sky[1])],
    land: [f(p.land[0]), f(p.land[1]), f(p.land[2])],
    water: [f(p.water[0]), f(p.water[1])],
    accent: [f(p.accent[0]), f(p.accent[1]), f(p.accent[2])],
    dark: f(p.dark),
    light: f(p.light),
  });
  switch (medium) {
    case 'Charcoal':
      return map((c) => monochrome(c, '#efe9dd', '#1d1c1b'));
    case 'Watercolor':
      return map((c) => lighten(c, 0.18));
    case 'Pastel':
      return map((c) => lighten(c, 0.1));
    case 'Oil':
    case 'Acrylic':
    case 'Mixed Media':
      return p;
  }
}

export interface PaintOptions {
  width: number;
  height: number;
  rng: Rng;
  palette: Palette;
  medium: Medium;
}

/** An SVG painting of the genre at the given pixel size. */
export function paintSvg(genre: Genre, o: PaintOptions): string {
  const sk = new Sketch(
    o.width,
    o.height,
    o.rng,
    paletteFor(o.medium, o.palette),
    brushes[o.medium],
  );
  painters[genre](sk);
  return sk.svg();
}
