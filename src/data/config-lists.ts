// The configurator's catalogue data (frames, mats, medias, mountings, presets, pricing, print
// sizes, varnishes, wraps): network first, all nine in one answer (GET /api/config: one round
// trip, and lists that are all of one moment, never one refreshed and another stale), kept in
// Dexie's `configLists` table one row per list, {name, items, fetchedAt}, and served from there
// when the network fails or is offline, so the configurator still prices and previews offline.
// Rows per list, written together: they are what app versions before the bundle stored, so a
// device that kept the lists then and is offline after the update still configures. An answer
// is taken whole or not at all (one malformed list makes it a failure), and so is the stored
// copy: a list it lacks makes the whole load fail, since pricing with a missing list would be
// wrong, not just incomplete.
import { queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { z } from 'zod';
import { api, ApiError } from './api-client';
import { localDb } from './local-db';
import { outOfDate, queryClient } from './query-client';
import type { ConfigListRow, LocalDb } from './local-db';
import {
  CONFIG_LISTS_PATH,
  configListNames,
  configListSchemas,
  configListsSchema,
} from '../domain/config-lists';
import type { ConfigListName, ConfigLists } from '../domain/config-lists';

/** How long the network may take before the stored copy is used instead. */
const NETWORK_TIMEOUT_MS = 5000;

export interface LoadedConfigLists {
  lists: ConfigLists;
  /** Oldest fetch time of the lists served (ms since epoch). */
  fetchedAt: number;
  /** Names of the lists served from IndexedDB because the network failed: none or all. */
  fromCache: ConfigListName[];
}

export interface ConfigListSources {
  /** The `data` of GET /api/config, unchecked: every list at once. */
  fetchLists: () => Promise<unknown>;
  db: Pick<LocalDb, 'configLists' | 'transaction'>;
  now: () => number;
}

const TIMED_OUT = new Error('timeout');
/** Settles as `p` does, or rejects with TIMED_OUT after `ms`. */
const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(TIMED_OUT), ms))]);

const dataOf = async (path: string) =>
  (await api(z.object({ data: z.unknown() }), 'GET', path)).data;

/**
 * GET /api/config; a backend without it (the spec's original one, DESIGN.md's API contract)
 * answers 404, and is then asked for each list at its own path. Checked once, by
 * loadConfigLists, which also checks what tests hand it.
 */
export async function fetchConfigLists(get = dataOf): Promise<unknown> {
  try {
    return await get(CONFIG_LISTS_PATH);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    const lists = await Promise.all(
      configListNames.map(async (name) => [name, await get(`${CONFIG_LISTS_PATH}/${name}`)]),
    );
    return Object.fromEntries(lists);
  }
}

const defaultSources: ConfigListSources = {
  fetchLists: () => fetchConfigLists(),
  db: localDb,
  now: () => Date.now(),
};

/** Every list as stored, or undefined when one is missing or no longer valid. */
async function storedCopy(db: ConfigListSources['db']): Promise<LoadedConfigLists | undefined> {
  const found: (ConfigListRow | undefined)[] = await db.configLists
    .bulkGet(configListNames)
    .catch(() => []);
  const rows = found.filter((row) => row !== undefined);
  const parsed = configListsSchema.safeParse(
    Object.fromEntries(rows.map((r) => [r.name, r.items])),
  );
  if (!parsed.success) return undefined;
  return {
    lists: parsed.data,
    fetchedAt: Math.min(...rows.map((r) => r.fetchedAt)),
    fromCache: [...configListNames],
  };
}

/** The server's lists, checked whole, stored in IndexedDB behind the answer. */
async function fetchAndStore(src: ConfigListSources): Promise<LoadedConfigLists> {
  const lists = configListsSchema.parse(await src.fetchLists());
  const fetchedAt = src.now();
  // Stored behind the answer, not before it (a first visit opens the database here), in one
  // transaction, all rows or none, so the stored lists are of one moment too; a full disk must
  // not stop the configurator: the lists are still served from memory.
  const { db } = src;
  const rows = configListNames.map((name) => ({ name, items: lists[name], fetchedAt }));
  void db
    .transaction('rw', db.configLists, () => db.configLists.bulkPut(rows))
    .catch(() => undefined);
  return { lists, fetchedAt, fromCache: [] };
}

/**
 * Network first. A slow network is given NETWORK_TIMEOUT_MS before the stored copy is served;
 * its answer is still stored when it comes, so the device is not left with the old lists (or
 * none) for want of patience. With no copy stored, the load waits for the network as long as
 * the network takes: there is nothing else to show.
 */
export async function loadConfigLists(
  src: ConfigListSources = defaultSources,
): Promise<LoadedConfigLists> {
  const fetched = fetchAndStore(src);
  try {
    return await withTimeout(fetched, NETWORK_TIMEOUT_MS);
  } catch (failure) {
    const stored = await storedCopy(src.db);
    if (stored) {
      fetched.catch(() => undefined);
      return stored;
    }
    if (failure === TIMED_OUT) return fetched;
    throw failure;
  }
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
// answers 304 to unchanged lists), unless the lists were loaded a moment ago for that very
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
  | { status: 'error'; error: Error; retry: () => void }
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
    return { status: 'error', error: query.error, retry: () => void query.refetch() };
  return { status: 'loading' };
}
