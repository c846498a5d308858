// A lazily loaded route's stylesheets and script, read from Vite's manifest (dist/.vite/), for a
// page the server paints: the shell links only the app's own CSS, so without these the first
// paint would miss the route's styles until its chunk had loaded, and then move.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { attr } from './html';

interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, Chunk>;

/**
 * The app's chunk, whose CSS the shell links already (see appStylesInHtml in vite.config.ts), as
 * it does the entry's (index.html: Mantine's styles).
 */
const APP_CHUNK = 'src/app.tsx';

const manifests = new Map<string, Promise<Manifest | undefined>>();
function manifest(staticDir: string): Promise<Manifest | undefined> {
  const file = path.join(staticDir, '.vite', 'manifest.json');
  let loaded = manifests.get(file);
  if (!loaded || process.env.NODE_ENV !== 'production') {
    loaded = readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as Manifest,
      () => undefined,
    );
    manifests.set(file, loaded);
  }
  return loaded;
}

/** <link> tags for the module's chunk and the CSS of it and its static imports. */
export async function routeAssetTags(staticDir: string, module: string): Promise<string> {
  const chunks = await manifest(staticDir);
  const entry = chunks?.[module];
  if (!chunks || !entry) return '';
  const css = new Set<string>();
  const inShell = Object.keys(chunks).filter((key) => chunks[key]!.isEntry);
  const seen = new Set<string>([APP_CHUNK, ...inShell]);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = chunks[key];
    for (const file of chunk?.css ?? []) css.add(file);
    for (const next of chunk?.imports ?? []) visit(next);
  };
  visit(module);
  return [
    ...[...css].map((file) => `<link rel="stylesheet" href="/${attr(file)}" />`),
    `<link rel="modulepreload" href="/${attr(entry.file)}" />`,
  ].join('\n    ');
}
