// The first-paint renderer built from src/prerender.tsx (dist-ssr/prerender.js, next to the
// PWA's dist/). Without it (a checkout that has only run `vite build`, or tests with a fixture
// static folder) pages are served as the plain shell.
import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { Painted } from '../../src/prerender';
import type { SkeletonVisitor } from '../../src/ui/skeletons/screen-shapes';

type Render = (
  url: string,
  answers: Record<string, unknown>,
  forPhone?: boolean,
) => Promise<Painted>;
interface Prerender {
  /** The page itself, from its public answers. */
  prerender: Render;
  /**
   * The layout around a skeleton of the page's screen, from the layout's answers and what the
   * server knows of the visitor.
   */
  prerenderSkeleton: (
    url: string,
    answers: Record<string, unknown>,
    visitor?: SkeletonVisitor,
  ) => Promise<string>;
}

const loaded = new Map<string, Promise<Prerender | undefined>>();

async function load(file: string): Promise<Prerender | undefined> {
  try {
    await access(file);
  } catch {
    return undefined;
  }
  return (await import(pathToFileURL(file).href)) as Prerender;
}

export function prerenderer(staticDir: string): Promise<Prerender | undefined> {
  const file = path.resolve(staticDir, '..', 'dist-ssr', 'prerender.js');
  let renderer = loaded.get(file);
  if (!renderer) loaded.set(file, (renderer = load(file)));
  return renderer;
}
