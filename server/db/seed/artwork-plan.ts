// Decides every artwork of the demo gallery before anything is drawn or stored: artist, subject,
// title, style, medium, proportion, original size in inches, scan size in pixels, dates, markup
// and market status. A pure function of the seed, so the gallery is identical on every machine.
import type { PROPORTIONS, STYLES } from '../../../src/domain/catalogue';
import { ARTISTS } from './artists-data';
import { CATEGORIES } from './categories-data';
import type { Genre, Medium } from './paintings';
import type { Rng } from './prng';

export type Style = (typeof STYLES)[number];
export type Proportion = (typeof PROPORTIONS)[number];

export interface ArtworkPlan {
  artistIndex: number;
  categoryIndex: number;
  genre: Genre;
  name: string;
  keywords: string;
  style: Style;
  medium: Medium;
  proportion: Proportion;
  originalWidth: number;
  originalHeight: number;
  pixelWidth: number;
  pixelHeight: number;
  dateScanned: string;
  createdAt: Date;
  markup: number;
  saleInMarket: boolean;
  deleted: boolean;
  seed: number;
}

export interface PlanOptions {
  artworksPerArtist: number;
  /** Scales the scan size in pixels (tests use a small fraction; the demo uses 1). */
  imageScale: number;
}

type Weights<T extends string> = [T, number][];

function weighted<T extends string>(rng: Rng, weights: Weights<T>): T {
  const total = weights.reduce((s, [, w]) => s + w, 0);
  let r = rng.next() * total;
  for (const [value, w] of weights) {
    r -= w;
    if (r < 0) return value;
  }
  return (weights[weights.length - 1] as [T, number])[0];
}

const STYLE_BY_GENRE: Record<Genre, Weights<Style>> = {
  landscape: [
    ['Traditional', 6],
    ['Modern', 3],
    ['Decorative', 1],
  ],
  seascape: [
    ['Traditional', 6],
    ['Modern', 3],
    ['Decorative', 1],
  ],
  mountains: [
    ['Traditional', 6],
    ['Modern', 4],
  ],
  forest: [
    ['Traditional', 5],
    ['Modern', 3],
    ['Decorative', 2],
  ],
  florals: [
    ['Decorative', 5],
    ['Traditional', 4],
    ['Modern', 1],
  ],
  abstract: [
    ['Abstract', 8],
    ['Modern', 2],
  ],
  geometric: [
    ['Modern', 4],
    ['Abstract', 3],
    ['Decorative', 3],
  ],
  cityscape: [
    ['Modern', 7],
    ['Traditional', 3],
  ],
  'still-life': [
    ['Traditional', 8],
    ['Decorative', 2],
  ],
  'night-sky': [
    ['Modern', 5],
    ['Traditional', 3],
    ['Decorative', 2],
  ],
};

const WIDE: Weights<Proportion> = [
  ['Landscape', 13],
  ['Portrait', 3],
  ['Square', 4],
];
const TALL: Weights<Proportion> = [
  ['Portrait', 10],
  ['Landscape', 5],
  ['Square', 5],
];
const EVEN: Weights<Proportion> = [
  ['Square', 8],
  ['Landscape', 6],
  ['Portrait', 6],
];
const PROPORTION_BY_GENRE: Record<Genre, Weights<Proportion>> = {
  landscape: WIDE,
  seascape: WIDE,
  mountains: WIDE,
  forest: [
    ['Portrait', 9],
    ['Landscape', 7],
    ['Square', 4],
  ],
  florals: TALL,
  abstract: EVEN,
  geometric: EVEN,
  cityscape: [
    ['Landscape', 15],
    ['Portrait', 2],
    ['Square', 3],
  ],
  'still-life': TALL,
  'night-sky': WIDE,
};

// Originals in inches, landscape orientation (long side first). Paintings on canvas run larger
// than works on paper.
const CANVAS_SIZES: [number, number][] = [
  [16, 12],
  [20, 16],
  [24, 18],
  [30, 24],
  [36, 24],
  [40, 30],
  [48, 36],
];
const PAPER_SIZES: [number, number][] = [
  [12, 9],
  [14, 11],
  [16, 12],
  [20, 16],
  [24, 18],
  [30, 22],
];
const CANVAS_SQUARES = [12, 16, 20, 24, 30, 36];
const PAPER_SQUARES = [10, 12, 16, 20];
const onPaper = (m: Medium) => m === 'Watercolor' || m === 'Pastel' || m === 'Charcoal';

// Scan long sides in pixels, 3000 to 6000, most of them at the lower end (as real scans of
// paintings at 150-300 dpi are). Squares stop at 3600: a 6000 px square is 36 MP to draw.
const LONG_SIDES: Weights<string> = [
  ['3000', 14],
  ['3200', 4],
  ['3600', 3],
  ['4000', 2],
  ['4800', 1],
  ['6000', 1],
];
const SQUARE_SIDES: Weights<string> = [
  ['3000', 5],
  ['3200', 2],
  ['3600', 2],
];

const MARKUPS = [0, 0, 0, 10, 15, 20, 25];
const DAY = 86_400_000;
const FIRST_SCAN = Date.UTC(2019, 0, 7);
const LAST_SCAN = Date.UTC(2025, 9, 31);

function title(rng: Rng, categoryIndex: number, taken: Set<string>): string {
  const c = CATEGORIES[categoryIndex]!;
  for (let attempt = 0; attempt < 30; attempt++) {
    const name = rng.chance(0.25)
      ? rng.pick(c.whole)
      : `${rng.pick(c.first)} ${rng.pick(c.second)}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  let n = 2;
  const base = `${rng.pick(c.first)} ${rng.pick(c.second)}`;
  while (taken.has(`${base} ${n}`)) n++;
  taken.add(`${base} ${n}`);
  return `${base} ${n}`;
}

function sizeInches(rng: Rng, medium: Medium, proportion: Proportion): [number, number] {
  if (proportion === 'Square') {
    const s = rng.pick(onPaper(medium) ? PAPER_SQUARES : CANVAS_SQUARES);
    return [s, s];
  }
  const [long, short] = rng.pick(onPaper(medium) ? PAPER_SIZES : CANVAS_SIZES);
  return proportion === 'Landscape' ? [long, short] : [short, long];
}

export function planArtworks(rng: Rng, options: PlanOptions): ArtworkPlan[] {
  const plans: ArtworkPlan[] = [];
  const taken = new Set<string>();
  ARTISTS.forEach((artist, artistIndex) => {
    const r = rng.fork(`artist:${artist.slug}`);
    const genres = r.shuffle(artist.genres);
    for (let k = 0; k < options.artworksPerArtist; k++) {
      const genre = genres[k % genres.length]!;
      const categoryIndex = CATEGORIES.findIndex((c) => c.genre === genre);
      const medium = r.pick(artist.media);
      const style = weighted(r, STYLE_BY_GENRE[genre]);
      const proportion = weighted(r, PROPORTION_BY_GENRE[genre]);
      const [originalWidth, originalHeight] = sizeInches(r, medium, proportion);
      const long =
        Number(weighted(r, proportion === 'Square' ? SQUARE_SIDES : LONG_SIDES)) *
        options.imageScale;
      const ratio = originalWidth / originalHeight;
      const pixelWidth = Math.max(8, Math.round(ratio >= 1 ? long : long * ratio));
      const pixelHeight = Math.max(8, Math.round(ratio >= 1 ? long / ratio : long));
      const scanned = FIRST_SCAN + Math.floor(r.next() * ((LAST_SCAN - FIRST_SCAN) / DAY)) * DAY;
      const createdAt = new Date(scanned + r.int(1, 20) * DAY + r.int(9 * 60, 17 * 60) * 60_000);
      const name = title(r, categoryIndex, taken);
      const category = CATEGORIES[categoryIndex]!;
      const words = [
        ...r.shuffle(category.keywords).slice(0, 4),
        medium.toLowerCase(),
        style.toLowerCase(),
      ];
      plans.push({
        artistIndex,
        categoryIndex,
        genre,
        name,
        keywords: [...new Set(words)].join(', '),
        style,
        medium,
        proportion,
        originalWidth,
        originalHeight,
        pixelWidth,
        pixelHeight,
        dateScanned: new Date(scanned).toISOString().slice(0, 10),
        createdAt,
        markup: r.pick(MARKUPS),
        saleInMarket: true,
        deleted: false,
        seed: r.int(1, 2 ** 31 - 1),
      });
    }
  });
  markUnlisted(rng.fork('unlisted'), plans, options.artworksPerArtist);
  return plans;
}

/**
 * A few works are kept out of the market and two are soft-deleted, as in a real portfolio. Each
 * demo artist login gets one of each, so the portfolio screens have something to show.
 */
function markUnlisted(rng: Rng, plans: ArtworkPlan[], perArtist: number): void {
  const at = (artist: number, k: number) => plans[artist * perArtist + (k % perArtist)];
  for (const [artist, k] of [
    [0, 3],
    [1, 5],
  ] as const) {
    const p = at(artist, k);
    if (p) p.saleInMarket = false;
  }
  for (let i = 0; i < 4; i++) {
    const p = rng.pick(plans);
    p.saleInMarket = false;
  }
  for (const [artist, k] of [
    [0, 11],
    [5, 7],
  ] as const) {
    const p = at(artist, k);
    if (p && perArtist > 2) p.deleted = true;
  }
}
