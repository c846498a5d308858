// Two chunks for the app's own modules that two or more of its lazily loaded parts (the app,
// what runs once started, the screens) share: those the app needs to draw, and those behind the
// offline layer (Dexie, the outbox), which the start loads once the first view is drawn. Left to
// itself, Rolldown cuts them into a chunk per set of sharers: 30-50 files of 0.1-6 KB on every
// first view, each a request of its own on a slow connection and a cost to the browser and the
// server per file (first views: 43-61 scripts asked for before, 12-19 with these chunks, the
// same bytes; the browser tests: Chromium's CPU 15% lower, the servers' 10%).
//
// The second takes what the app runs once started and no screen before it (src/start/started.ts)
// and any shared module that imports it, so that Dexie stays out of the start. Neither takes the
// modules the entry imports itself (src/main.tsx: the first paint's take-over, which must not wait
// for the app's code), the start's steps (React, Mantine, the router: chunks of their own, each
// evaluated in its own task), what only on-demand modules reach (staff screens, the editor, the
// captcha), which a shopper never loads, or what one part alone needs.
import type { Plugin, Rollup } from 'vite';
import { namedImports } from './named-imports';

const ENTRY = /[\\/]src[\\/]main\.tsx$/;
const START = /[\\/]src[\\/]start\.ts$/;
const APP = /[\\/]src[\\/]app\.tsx$/;
const STARTED = /[\\/]src[\\/]start[\\/]started\.ts$/;

export function sharedAppChunk(onDemand: RegExp[]) {
  const captured = new Set<string>();
  const capturedScreens = new Set<string>();
  const capturedOffline = new Set<string>();
  const plugin: Plugin = {
    name: 'shared-app-chunk',
    apply: 'build',
    buildEnd() {
      captured.clear();
      capturedScreens.clear();
      capturedOffline.clear();
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => ENTRY.test(id));
      if (!entry) return; // the server's first-paint renderer, the service worker
      const info = (id: string): Rollup.ModuleInfo | null => this.getModuleInfo(id);
      const byName = namedImports(ids);
      const isOnDemand = (id: string) => onDemand.some((re) => re.test(id));
      /** Every module `from` imports statically, itself included, short of on-demand ones. */
      const staticallyFrom = (from: string) => {
        const seen = new Set<string>();
        const next = [from];
        for (let id = next.pop(); id !== undefined; id = next.pop()) {
          if (seen.has(id) || isOnDemand(id)) continue;
          seen.add(id);
          next.push(...byName.importsOf(id, info(id)));
        }
        return seen;
      };
      // Each module loaded on its own (a dynamic import's target), then how many of them need
      // each module.
      const loadedApart = new Set<string>();
      const next = [entry];
      for (let id = next.pop(); id !== undefined; id = next.pop()) {
        for (const module of staticallyFrom(id)) {
          for (const lazy of info(module)?.dynamicallyImportedIds ?? []) {
            if (!loadedApart.has(lazy) && !isOnDemand(lazy)) {
              loadedApart.add(lazy);
              next.push(lazy);
            }
          }
        }
      }
      const find = (re: RegExp) => [...loadedApart].find((id) => re.test(id));
      const app = find(APP);
      const started = find(STARTED);
      // What the app runs once started and no screen needs before: Dexie and the sync.
      const startedOnly = new Set<string>();
      if (started && app) {
        const inApp = staticallyFrom(app);
        for (const id of staticallyFrom(started)) if (!inApp.has(id)) startedOnly.add(id);
      }
      // The entry's own modules, and the start's steps before the app (React, Mantine, the
      // router), each a chunk of its own evaluated in a task of its own.
      const keptOut = staticallyFrom(entry);
      const start = find(START);
      for (const step of (start && info(start)?.dynamicallyImportedIds) || []) {
        if (step !== app) for (const id of staticallyFrom(step)) keptOut.add(id);
      }
      // What is, or imports (short of on-demand modules), a module only the started app needs:
      // one walk up the importers, not one walk down from every shared module.
      const offline = new Set<string>();
      const up = [...startedOnly];
      for (let id = up.pop(); id !== undefined; id = up.pop()) {
        if (offline.has(id) || isOnDemand(id) || byName.indexes.includes(id)) continue;
        offline.add(id);
        up.push(...(info(id)?.importers ?? []));
      }
      const sharers = new Map<string, number>();
      for (const part of loadedApart) {
        for (const id of staticallyFrom(part)) sharers.set(id, (sharers.get(id) ?? 0) + 1);
      }
      const firstView = app ? staticallyFrom(app) : new Set<string>();
      for (const [id, count] of sharers) {
        if (count < 2 || keptOut.has(id)) continue;
        if (offline.has(id)) capturedOffline.add(id);
        else (firstView.has(id) ? captured : capturedScreens).add(id);
      }
    },
  };
  // Each group captures the dependencies itself: a captured module's are shared as widely, so
  // captured too, but for the entry's and the start's steps' (chunks of their own, loaded before
  // the app), which must stay where they are.
  const groups = [
    { name: 'app-shared', test: (id: string) => captured.has(id) },
    { name: 'app-screens', test: (id: string) => capturedScreens.has(id) },
    { name: 'app-offline', test: (id: string) => capturedOffline.has(id) },
  ].map((group) => ({ ...group, includeDependenciesRecursively: false }));
  return { plugin, groups };
}
