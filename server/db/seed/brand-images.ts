// The gallery's own pictures: each artist's profile portrait and 1920x370 cover, a tile per
// category, and the home page's section images. Files go to storage under public/ and are
// served at /media/... (see server/routes/media.ts).
import type { FileStorage } from '../../services/storage';
import { ARTISTS, type ArtistSeed } from './artists-data';
import type { CategorySeed } from './categories-data';
import type { Genre } from './paintings';
import { paintPortrait } from './paintings/portrait';
import { Rng } from './prng';
import { finishPainting, renderScan } from './scan-render';

export const COVER_SIZE = { width: 1920, height: 370 } as const;
export const PROFILE_SIZE = 600;
export const TILE_SIZE = { width: 800, height: 600 } as const;

/** Writes a file under public/ and returns the URL it is served at. */
export async function writePublic(
  storage: FileStorage,
  file: string,
  data: Buffer,
): Promise<string> {
  await storage.write(`public/${file}`, data);
  return `/media/${file}`;
}

export const artistProfilePath = (a: ArtistSeed) => `artists/${a.slug}/profile.jpg`;
export const artistCoverPath = (a: ArtistSeed) => `artists/${a.slug}/cover.jpg`;
export const categoryTilePath = (c: CategorySeed) => `categories/${c.slug}.jpg`;

export async function artistProfile(
  storage: FileStorage,
  a: ArtistSeed,
  seed: number,
): Promise<string> {
  const rng = new Rng(seed);
  const svg = paintPortrait(PROFILE_SIZE, rng, a.palette);
  const jpg = await finishPainting(svg, {
    width: PROFILE_SIZE,
    height: PROFILE_SIZE,
    medium: a.media[0] ?? 'Oil',
    seed,
    genre: 'portrait',
    quality: 84,
  });
  return writePublic(storage, artistProfilePath(a), jpg);
}

// Subjects that read well as a 1920x370 strip; a bouquet or a still life does not.
const PANORAMIC = new Set<Genre>([
  'landscape',
  'seascape',
  'mountains',
  'cityscape',
  'night-sky',
  'abstract',
  'geometric',
  'forest',
]);

export async function artistCover(
  storage: FileStorage,
  a: ArtistSeed,
  seed: number,
): Promise<string> {
  const jpg = await renderScan(
    {
      genre: a.genres.find((g) => PANORAMIC.has(g)) ?? 'landscape',
      medium: a.media[0] ?? 'Oil',
      palette: a.palette,
      seed,
      ...COVER_SIZE,
    },
    84,
  );
  return writePublic(storage, artistCoverPath(a), jpg);
}

/** A category tile painted by an artist who works in that subject. */
export async function categoryTile(
  storage: FileStorage,
  c: CategorySeed,
  seed: number,
): Promise<string> {
  const painter = ARTISTS.find((a) => a.genres.includes(c.genre)) ?? ARTISTS[0]!;
  const jpg = await renderScan(
    {
      genre: c.genre,
      medium: painter.media[0] ?? 'Oil',
      palette: painter.palette,
      seed,
      ...TILE_SIZE,
    },
    84,
  );
  return writePublic(storage, categoryTilePath(c), jpg);
}

/** The home page's hero banner and second-section picture (the third is a framing mockup). */
export async function homeImages(storage: FileStorage, seed: number): Promise<void> {
  const elena = ARTISTS[0]!;
  const julien = ARTISTS.find((a) => a.slug === 'julien-moreau') ?? elena;
  await writePublic(
    storage,
    'home/hero.jpg',
    await renderScan(
      { genre: 'seascape', medium: 'Oil', palette: elena.palette, seed, width: 1920, height: 800 },
      84,
    ),
  );
  await writePublic(
    storage,
    'home/studio.jpg',
    await renderScan(
      {
        genre: 'still-life',
        medium: 'Oil',
        palette: julien.palette,
        seed: seed + 1,
        width: 1200,
        height: 900,
      },
      84,
    ),
  );
}
