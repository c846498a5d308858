// The first-paint renderer built from src/prerender.tsx (dist-ssr/prerender.js, next to the
// PWA's dist/). Without it (a checkout that has only run `vite build`, or tests with a fixture
// static folder) pages are served as the plain shell.
import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Prerender = (url: string, answers: Record<string, unknown>) => Promise<string>;

const loaded = new Map<string, Promise<Prerender | undefined>>();

async function load(file: string): Promise<Prerender | undefined> {
  try {
    await access(file);
  } catch {
    return undefined;
  }
  const module = (await import(pathToFileURL(file).href)) as { prerender: Prerender };
  return module.prerender;
}

export function prerenderer(staticDir: string): Promise<Prerender | undefined> {
  const file = path.resolve(staticDir, '..', 'dist-ssr', 'prerender.js');
  let renderer = loaded.get(file);
  if (!renderer) loaded.set(file, (renderer = load(file)));
  return renderer;
}
