// The configurator's catalogue data (frames, mats, medias, mountings, presets, pricing, print
// sizes, varnishes, wraps): network first, each list stored in Dexie's `configLists` table as
// {name, items, fetchedAt}, and served from there when the network fails or is offline, so
// the configurator still prices and previews offline. A list neither source can give makes
// the whole load fail: pricing with a missing list would be wrong, not just incomplete.
import { queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { z } from 'zod';
import { api } from './api-client';
import { localDb } from './local-db';
import { outOfDate, queryClient } from './query-client';
import type { LocalDb } from './local-db';
import { configListNames, configListSchemas } from '../domain/config-lists';
import type { ConfigListName, ConfigLists } from '../domain/config-lists';

/** How long the network may take before the stored copy is used instead. */
const NETWORK_TIMEOUT_MS = 5000;

export interface LoadedConfigLists {
  lists: ConfigLists;
  /** Oldest fetch time of the lists served (ms since epoch). */
  fetchedAt: number;
  /** Names of the lists served from IndexedDB because the network failed. */
  fromCache: ConfigListName[];
}

export interface ConfigListSources {
  fetchList: (name: ConfigListName) => Promise<unknown>;
  db: Pick<LocalDb, 'configLists'>;
  now: () => number;
}

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms)),
  ]);

const defaultSources: ConfigListSources = {
  fetchList: async (name) =>
    (
      await api(
        z.object({ data: configListSchemas[name] as z.ZodType }),
        'GET',
        `/api/config/${name}`,
      )
    ).data,
  db: localDb,
  now: () => Date.now(),
};

async function loadOne(name: ConfigListName, src: ConfigListSources) {
  const schema = configListSchemas[name] as z.ZodType;
  try {
    const items = schema.parse(await withTimeout(src.fetchList(name), NETWORK_TIMEOUT_MS));
    const fetchedAt = src.now();
    // Stored behind the answer, not before it (a first visit opens the database here), and a
    // full disk must not stop the configurator: the list is still served from memory.
    void src.db.configLists.put({ name, items, fetchedAt }).catch(() => undefined);
    return { name, items, fetchedAt, cached: false };
  } catch (networkError) {
    const row = await src.db.configLists.get(name).catch(() => undefined);
    const parsed = schema.safeParse(row?.items);
    if (!row || !parsed.success) throw networkError;
    return { name, items: parsed.data, fetchedAt: row.fetchedAt, cached: true };
  }
}

export async function loadConfigLists(
  src: ConfigListSources = defaultSources,
): Promise<LoadedConfigLists> {
  const loaded = await Promise.all(configListNames.map((name) => loadOne(name, src)));
  return {
    lists: Object.fromEntries(loaded.map((l) => [l.name, l.items])) as ConfigLists,
    fetchedAt: Math.min(...loaded.map((l) => l.fetchedAt)),
    fromCache: loaded.filter((l) => l.cached).map((l) => l.name),
  };
}

/**
 * The lists as last stored in IndexedDB, without the network: whatever is there and valid
 * (possibly nothing). Quick, for naming stored option values before the network answers.
 */
export async function storedConfigLists(
  db: Pick<LocalDb, 'configLists'> = localDb,
): Promise<Partial<ConfigLists>> {
  const rows = await db.configLists.toArray().catch(() => []);
  const out: Partial<Record<ConfigListName, unknown>> = {};
  for (const row of rows) {
    const schema = configListSchemas[row.name as ConfigListName] as z.ZodType | undefined;
    const parsed = schema?.safeParse(row.items);
    if (parsed?.success) out[row.name as ConfigListName] = parsed.data;
  }
  return out as Partial<ConfigLists>;
}

// One query in the app's cache, shared by every screen and the route's loader. The shop may
// change its prices while a buyer is here: a configurator opening asks again (cheap: the server
// answers 304 to an unchanged list), unless the lists were loaded a moment ago for that very
// screen by its loader. Offline the load falls back to the stored copy, as above.
export const CONFIG_LISTS_FRESH_MS = 5_000;
/**
 * A load that found the lists as they were keeps the loaded state as it was, fetch time and all:
 * a revalidation landing while the buyer picks an option must not render the configurator again.
 */
export function sameUnlessChanged(old: unknown, next: unknown): unknown {
  const shared = replaceEqualDeep(old, next) as LoadedConfigLists;
  const before = old as LoadedConfigLists | undefined;
  return before && shared.lists === before.lists && shared.fromCache === before.fromCache
    ? before
    : shared;
}

const configListsQuery = queryOptions({
  queryKey: ['config-lists'],
  queryFn: () => loadConfigLists(),
  staleTime: CONFIG_LISTS_FRESH_MS,
  gcTime: Infinity,
  structuralSharing: sameUnlessChanged,
});

/** The lists in the cache, however old (loaded if there are none): for naming and products. */
export function sharedConfigLists(): Promise<LoadedConfigLists> {
  return queryClient.ensureQueryData(configListsQuery);
}

/** Loads the lists again now: the server has priced or refused what they priced. */
export function refreshConfigLists(): Promise<void> {
  return outOfDate({ queryKey: configListsQuery.queryKey });
}

export type ConfigListsState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | ({ status: 'ready' } & LoadedConfigLists);

/** The lists, asked for again when `opened` changes (the configurator opened on another work). */
export function useConfigLists(opened?: string): ConfigListsState {
  const query = useQuery(configListsQuery);
  useEffect(() => {
    void queryClient.prefetchQuery(configListsQuery);
  }, [opened]);
  // Rendered in the background, in slices: the configurator's first full render is long, and
  // a query's update is urgent to React.
  const loaded = useDeferredValue(query.data);
  if (loaded) return { status: 'ready', ...loaded };
  if (query.isError && !query.isFetching)
    return { status: 'error', retry: () => void query.refetch() };
  return { status: 'loading' };
}
