// Vendor chunks instead of the dozens of 1-3 KB ones Rolldown cuts by which screens share a
// module: on a slow connection each file costs a round trip (the cart's first view loaded 69).
// Scripts only: with a library's CSS inside, the entry imports the chunk and the HTML preloads
// all of it ahead of the first paint.
//
// Mantine is cut in two: the components the app's start and its first views (home and the
// catalogue, which the app imports itself) draw, and those only lazily loaded screens use (the
// configurator's number inputs and sliders, the cart's table, the staff screens), which a first
// view then neither downloads nor evaluates. Which components a module uses is read from its
// imports of '@mantine/core' by name: the package's index imports every component, so walking
// through it would find them all.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

const MANTINE =
  /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-number-format|react-textarea-autosize|clsx)[\\/].*\.m?js$/;
const FRAMEWORK =
  /node_modules[\\/](@tanstack|jotai|use-sync-external-store|@tabler[\\/]icons-react)[\\/].*\.m?js$/;
const ENTRY = /[\\/]src[\\/]main\.tsx$/;
/** The modules whose own dynamic imports are the start (src/main.tsx, src/start.ts). */
const STARTS = /[\\/]src[\\/](main\.tsx|start\.ts)$/;
const CORE_INDEX = /[\\/]@mantine[\\/]core[\\/]esm[\\/]index\.mjs$/;

const NAMED_FROM_CORE =
  /(?:import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g;

const names = (list: string) =>
  list
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '' && !n.startsWith('type '))
    .map((n) => n.split(/\s+as\s+/)[0]!);

/** Each name the package's index exports, and the module that defines it. */
function coreExports(index: string): Map<string, string> {
  const defined = new Map<string, string>();
  for (const [, list, from] of readFileSync(index, 'utf8').matchAll(NAMED_IMPORT)) {
    for (const name of names(list!)) defined.set(name, path.resolve(path.dirname(index), from!));
  }
  return defined;
}

/** The names a module imports (or re-exports) from '@mantine/core'. */
function coreNamesUsedBy(id: string): string[] {
  if (!/\.(m?[jt]sx?)$/.test(id)) return [];
  let code: string;
  try {
    code = readFileSync(id, 'utf8');
  } catch {
    return []; // a virtual module
  }
  return [...code.matchAll(NAMED_FROM_CORE)].flatMap(([, list]) => names(list!));
}

export function vendorChunks() {
  const firstView = new Set<string>();
  const plugin: Plugin = {
    name: 'vendor-chunks',
    apply: 'build',
    buildEnd() {
      firstView.clear();
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => ENTRY.test(id));
      const index = ids.find((id) => CORE_INDEX.test(id));
      if (!entry || !index) return; // the server's first-paint renderer, the service worker
      const defined = coreExports(index);
      firstView.add(index);
      const next = [entry];
      for (let id = next.pop(); id !== undefined; id = next.pop()) {
        if (firstView.has(id)) continue;
        firstView.add(id);
        const info: Rollup.ModuleInfo | null = this.getModuleInfo(id);
        next.push(...(info?.importedIds ?? []));
        if (STARTS.test(id)) next.push(...(info?.dynamicallyImportedIds ?? []));
        if (info?.importedIds.includes(index)) {
          for (const name of coreNamesUsedBy(id)) {
            const module = defined.get(name);
            if (module) next.push(module);
          }
        }
      }
    },
  };
  const groups = [
    { name: 'mantine', test: (id: string) => MANTINE.test(id) && firstView.has(id) },
    { name: 'mantine-screens', test: (id: string) => MANTINE.test(id) && !firstView.has(id) },
    { name: 'framework', test: FRAMEWORK },
  ];
  return { plugin, groups };
}
