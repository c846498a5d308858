// Draws and stores every file of the demo gallery: artwork scans under originals/{id}.jpg, and
// under public/ the artist portraits and covers, category tiles, home page pictures, frame
// mouldings and the media and preset pictures of the configurator.
import type { FileStorage } from '../../services/storage';
import { ARTISTS } from './artists-data';
import type { ArtworkPlan } from './artwork-plan';
import { artistCover, artistProfile, categoryTile, homeImages, writePublic } from './brand-images';
import { CATEGORIES } from './categories-data';
import { demoConfigLists } from './config-lists-data';
import { frameImages } from './frame-images';
import { presetPreview, writeMediaPreviews, writePresetPreview } from './mockup-images';
import type { Rng } from './prng';
import { renderScan } from './scan-render';
import { runPool } from './task-pool';

export const originalKey = (imageId: number) => `originals/${imageId}.jpg`;

export async function renderGalleryFiles(
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
    const jpg = await renderScan({
      genre: p.genre,
      medium: p.medium,
      palette: ARTISTS[p.artistIndex]!.palette,
      seed: p.seed,
      width: p.pixelWidth,
      height: p.pixelHeight,
    });
    await storage.write(originalKey(imageIds[i]!), jpg);
  });
  const lists = demoConfigLists;
  const pictureTasks: (() => Promise<unknown>)[] = [
    ...ARTISTS.map((a) => () => artistCover(storage, a, seedOf(`cover:${a.slug}`))),
    ...ARTISTS.map((a) => () => artistProfile(storage, a, seedOf(`profile:${a.slug}`))),
    ...CATEGORIES.map((c) => () => categoryTile(storage, c, seedOf(`tile:${c.slug}`))),
    () => homeImages(storage, seedOf('home')),
    async () => {
      const framed = lists.presets[0];
      if (framed)
        await writePublic(
          storage,
          'home/framing.jpg',
          await presetPreview(framed, lists, 11, 1200, 900),
        );
    },
    ...lists.frames.map((f) => () => frameImages(storage, f)),
    ...lists.medias.map((m, i) => () => writeMediaPreviews(storage, m, i)),
    ...lists.presets.map((p, i) => () => writePresetPreview(storage, p, lists, i)),
  ];
  // One pool for both: the small pictures fill the gap while the last big scans finish.
  const tasks = [...artworkTasks, ...pictureTasks];
  const step = Math.max(1, Math.ceil(tasks.length / 4));
  log(`  drawing ${artworkTasks.length} artwork scans and ${pictureTasks.length} gallery pictures`);
  await runPool(tasks, concurrency, (done) => {
    if (done % step === 0 && done < tasks.length) log(`  files: ${done}/${tasks.length}`);
  });
}

const area = (p: ArtworkPlan) => p.pixelWidth * p.pixelHeight;
