// A lazily loaded route's stylesheets and script, read from Vite's manifest (dist/.vite/), for a
// page the server paints: the shell links only the app's own CSS, so without these the first
// paint would miss the route's styles until its chunk had loaded, and then move.
//
// A route's stylesheets are small (1-6 KB) and are written into the page itself: linked, each
// was one more request the first paint waited for (Lighthouse: about 300 ms of FCP on a phone,
// artist page 1.38 s and My Account 1.37 s against home's 1.07 s). Each is also named by a
// disabled link, which the browser does not fetch, so that Vite's loader, which skips a
// stylesheet the page links already, does not fetch it again when the route's code loads.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { attr } from './html';

interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, Chunk>;

/**
 * A built file's text, read once in production (a build never changes while it runs) and on
 * every call otherwise (a rebuild in development); undefined when it cannot be read.
 */
const builtFiles = new Map<string, Promise<string | undefined>>();
function builtFile(file: string): Promise<string | undefined> {
  let text = builtFiles.get(file);
  if (!text || process.env.NODE_ENV !== 'production') {
    text = readFile(file, 'utf8').catch(() => undefined);
    builtFiles.set(file, text);
  }
  return text;
}

// Parsed once per read, so that the same build gives the same object (startChunksOf's key).
const parsedManifests = new WeakMap<Promise<string | undefined>, Promise<Manifest | undefined>>();
function manifest(staticDir: string): Promise<Manifest | undefined> {
  const text = builtFile(path.join(staticDir, '.vite', 'manifest.json'));
  let parsed = parsedManifests.get(text);
  if (!parsed) {
    parsed = text
      .then((t) => (t === undefined ? undefined : (JSON.parse(t) as Manifest)))
      .catch(() => undefined);
    parsedManifests.set(text, parsed);
  }
  return parsed;
}

/** The app's start (src/main.tsx imports it once the first view is painted). */
const START_MODULE = 'src/start.ts';
/** What the app loads once started, on every page (the cart badge, sync, the service worker). */
const STARTED_MODULE = 'src/start/started.ts';

const startChunksOf = new WeakMap<Manifest, string[]>();

/**
 * The chunks of the app's start, in the order it needs them: the entry, the start, each of its
 * steps with what they import, then what the app loads once started. Walked once per manifest,
 * not on every page served.
 */
function startChunks(chunks: Manifest): string[] {
  let keys = startChunksOf.get(chunks);
  if (!keys) startChunksOf.set(chunks, (keys = walkStart(chunks)));
  return keys;
}

function walkStart(chunks: Manifest): string[] {
  const start = chunks[START_MODULE];
  if (!start) return [];
  const keys = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (keys.has(key) || !chunk) return;
    keys.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(START_MODULE);
  for (const step of start.dynamicImports ?? []) visit(step);
  visit(STARTED_MODULE);
  return [...keys];
}

export interface RouteAssets {
  /** The head's tags for the CSS of the module's chunk and of its static imports. */
  styles: string;
  /** Its chunk and the static imports the start does not load, as URL paths. */
  scripts: string[];
}

/** Stylesheets up to this size, together, are written into the page; larger ones are linked. */
const INLINE_CSS_BYTES = 16 * 1024;

const link = (file: string) => `<link rel="stylesheet" href="/${attr(file)}" />`;

/** The route's CSS for the head: written in when every file is read and small enough. */
async function styleTags(staticDir: string, files: string[]): Promise<string> {
  const texts = await Promise.all(files.map((file) => builtFile(path.join(staticDir, file))));
  const size = texts.reduce((sum, text) => sum + (text?.length ?? Infinity), 0);
  if (files.length === 0 || size > INLINE_CSS_BYTES) return files.map(link).join('\n    ');
  // `</style` cannot end the element early: CSS allows the escape in strings and selectors.
  const css = texts.join('\n').replace(/<\/(style)/gi, '<\\/$1');
  const named = files.map((file) => `<link rel="stylesheet" href="/${attr(file)}" disabled />`);
  return [`<style>${css}</style>`, ...named].join('\n    ');
}

/** What a lazily loaded route needs for the first paint (styles) and soon after (scripts). */
export async function routeAssets(staticDir: string, module: string): Promise<RouteAssets> {
  const chunks = await manifest(staticDir);
  if (!chunks?.[module]) return { styles: '', scripts: [] };
  const css = new Set<string>();
  const scripts: string[] = [];
  const inStart = new Set(startChunks(chunks));
  const inShell = Object.keys(chunks).filter((key) => chunks[key]!.isEntry);
  // The shell links the entry's CSS (index.html: Mantine's styles) and that of the app's chunk
  // and its imports (appStylesInHtml in vite.config.ts), which the start loads; the start's
  // scripts are asked for apart.
  // A stylesheet of a chunk the start loads is the route's to write in all the same, unless the
  // shell links it: the start loads it only once the app runs, after the first paint.
  const shell = (await builtFile(path.join(staticDir, 'index.html'))) ?? '';
  const seen = new Set<string>(inShell);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = chunks[key];
    if (chunk && !inStart.has(key)) scripts.push(`/${chunk.file}`);
    for (const file of chunk?.css ?? []) if (!shell.includes(`"/${file}"`)) css.add(file);
    for (const next of chunk?.imports ?? []) visit(next);
  };
  visit(module);
  return { styles: await styleTags(staticDir, [...css]), scripts };
}

/**
 * Every chunk of the app's start, as URL paths, for the entry to preload (src/ui/preload-scripts.ts):
 * the steps run one after another (a task each), and fetched only as each is reached they would
 * download one after another too.
 */
export async function startScripts(staticDir: string): Promise<string[]> {
  const chunks = await manifest(staticDir);
  return chunks ? startChunks(chunks).map((key) => `/${chunks[key]!.file}`) : [];
}
