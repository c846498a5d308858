// Vendor chunks instead of the dozens of 1-3 KB ones Rolldown cuts by which screens share a
// module: on a slow connection each file costs a round trip (the cart's first view loaded 69).
// Scripts only: with a library's CSS inside, the entry imports the chunk and the HTML preloads
// all of it ahead of the first paint.
//
// Mantine is cut in two: the components the app's start and its first views (home and the
// catalogue, which the app imports itself) draw, and those only lazily loaded screens use (the
// configurator's number inputs and sliders, the cart's table, the staff screens), which a first
// view then neither downloads nor evaluates; which ones a module uses is read from its imports
// by name (named-imports.ts).
import type { Plugin, Rollup } from 'vite';
import { namedImports } from './named-imports';

const MANTINE =
  /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-number-format|react-textarea-autosize|clsx)[\\/].*\.m?js$/;
const FRAMEWORK =
  /node_modules[\\/](@tanstack|jotai|use-sync-external-store|@tabler[\\/]icons-react)[\\/].*\.m?js$/;
const ENTRY = /[\\/]src[\\/]main\.tsx$/;
/** The modules whose own dynamic imports are the start (src/main.tsx, src/start.ts). */
const STARTS = /[\\/]src[\\/](main\.tsx|start\.ts)$/;
export function vendorChunks() {
  const firstView = new Set<string>();
  const plugin: Plugin = {
    name: 'vendor-chunks',
    apply: 'build',
    buildEnd() {
      firstView.clear();
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => ENTRY.test(id));
      if (!entry) return; // the server's first-paint renderer, the service worker
      const byName = namedImports(ids);
      for (const index of byName.indexes) firstView.add(index);
      const next = [entry];
      for (let id = next.pop(); id !== undefined; id = next.pop()) {
        if (firstView.has(id)) continue;
        firstView.add(id);
        const info: Rollup.ModuleInfo | null = this.getModuleInfo(id);
        next.push(...byName.importsOf(id, info));
        if (STARTS.test(id)) next.push(...(info?.dynamicallyImportedIds ?? []));
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
