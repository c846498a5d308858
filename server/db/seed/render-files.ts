// Draws and stores every file of the demo gallery: artwork scans under originals/{id}.jpg, and
// under public/ the artist portraits and covers, category tiles, home page pictures, frame
// mouldings and the media and preset pictures of the configurator.
//
// The small pictures go first (the home page, artist and subject tiles are what a first visitor
// sees), then the scans. A scan or picture already in storage is not drawn again, so a drawing
// cut short by a stop carries on where it was at the next start.
import type { FileStorage } from '../../services/storage';
import { ARTISTS } from './artists-data';
import { planArtworks, type ArtworkPlan } from './artwork-plan';
import { artistCover, artistProfile, categoryTile, homeImages, writePublic } from './brand-images';
import { CATEGORIES } from './categories-data';
import { demoConfigLists } from './config-lists-data';
import { frameImages } from './frame-images';
import { presetPreview, writeMediaPreviews, writePresetPreview } from './mockup-images';
import { Rng } from './prng';
import { renderScan } from './scan-render';
import { runPool } from './task-pool';

export const originalKey = (imageId: number) => `originals/${imageId}.jpg`;

/** A gallery picture to draw (one file or several), named for its mark of being drawn. */
const picture = (name: string, draw: () => Promise<unknown>) => ({ name, draw });

/** Everything needed to draw (or finish drawing) the files of a seeded gallery; plain data. */
export interface DemoDrawing {
  seed: number;
  imageScale: number;
  artworksPerArtist: number;
  /** The database ids of the planned artworks, in plan order. */
  imageIds: number[];
  concurrency: number;
}

export function drawDemoFiles(
  storage: FileStorage,
  job: DemoDrawing,
  log: (line: string) => void,
): Promise<void> {
  const rng = new Rng(job.seed);
  const plans = planArtworks(rng.fork('plan'), job);
  return renderGalleryFiles(storage, rng.fork('files'), plans, job.imageIds, job.concurrency, log);
}

async function renderGalleryFiles(
  storage: FileStorage,
  rng: Rng,
  plans: ArtworkPlan[],
  imageIds: number[],
  concurrency: number,
  log: (line: string) => void,
): Promise<void> {
  const seedOf = (label: string) => rng.fork(label).int(1, 2 ** 31 - 1);
  // Biggest scans first, so the last task in flight is a small one and both cores stay busy.
  const order = plans.map((_, i) => i).sort((a, b) => area(plans[b]!) - area(plans[a]!));
  const artworkTasks = order.map((i) => async () => {
    const p = plans[i]!;
    const key = originalKey(imageIds[i]!);
    if (await storage.exists(key)) return;
    const jpg = await renderScan({
      genre: p.genre,
      medium: p.medium,
      palette: ARTISTS[p.artistIndex]!.palette,
      seed: p.seed,
      width: p.pixelWidth,
      height: p.pixelHeight,
    });
    await storage.write(key, jpg);
  });
  const lists = demoConfigLists;
  const pictures = [
    ...ARTISTS.map((a) =>
      picture(`cover-${a.slug}`, () => artistCover(storage, a, seedOf(`cover:${a.slug}`))),
    ),
    ...ARTISTS.map((a) =>
      picture(`profile-${a.slug}`, () => artistProfile(storage, a, seedOf(`profile:${a.slug}`))),
    ),
    ...CATEGORIES.map((c) =>
      picture(`tile-${c.slug}`, () => categoryTile(storage, c, seedOf(`tile:${c.slug}`))),
    ),
    picture('home', () => homeImages(storage, seedOf('home'))),
    picture('framing', async () => {
      const framed = lists.presets[0];
      if (framed)
        await writePublic(
          storage,
          'home/framing.jpg',
          await presetPreview(framed, lists, 11, 1200, 900),
        );
    }),
    ...lists.frames.map((f, i) => picture(`frame-${i}`, () => frameImages(storage, f))),
    ...lists.medias.map((m, i) => picture(`media-${i}`, () => writeMediaPreviews(storage, m, i))),
    ...lists.presets.map((p, i) =>
      picture(`preset-${i}`, () => writePresetPreview(storage, p, lists, i)),
    ),
  ];
  // A picture may be several files: a mark stored when all are written tells a start that
  // resumes the drawing that this one is done.
  const drawnMark = (name: string) => `seed-drawn/${name}`;
  const pictureTasks = pictures.map(({ name, draw }) => async () => {
    if (await storage.exists(drawnMark(name))) return;
    await draw();
    await storage.write(drawnMark(name), Buffer.alloc(0));
  });
  const tasks = [...pictureTasks, ...artworkTasks];
  const step = Math.max(1, Math.ceil(tasks.length / 10));
  log(`  drawing ${artworkTasks.length} artwork scans and ${pictureTasks.length} gallery pictures`);
  await runPool(tasks, concurrency, (done) => {
    if (done % step === 0 && done < tasks.length) log(`  files: ${done}/${tasks.length}`);
  });
  await Promise.all(pictures.map(({ name }) => storage.remove(drawnMark(name))));
}

const area = (p: ArtworkPlan) => p.pixelWidth * p.pixelHeight;
