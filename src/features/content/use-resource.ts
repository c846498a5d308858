// A small stale-while-revalidate cache for public GETs (content, catalogue, artists): one entry
// per key, shared by every screen, so Back and revisits show the last answer at once while a
// fresh one loads. Offline, the service worker's runtime cache answers the refetch.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../../data/api-client';
import { hasInitialAnswer } from '../../data/initial-data';

interface Entry {
  data?: unknown;
  error?: ApiError;
  fetchedAt: number;
}

const FRESH_MS = 30_000;
const MAX_ENTRIES = 80;
const entries = new Map<string, Entry>();
const inflight = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function put(key: string, entry: Entry) {
  entries.delete(key);
  entries.set(key, entry);
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  for (const l of listeners) l();
}

/** Empties the cache: the server's prerender starts each page from the answers it was given. */
export function forgetResources(): void {
  entries.clear();
  inflight.clear();
}

/** Fetches `key` unless a fresh answer is cached or a request is already on its way. */
function revalidate(key: string, load: () => Promise<unknown>, force = false): Promise<void> {
  const current = entries.get(key);
  if (!force && current && !current.error && Date.now() - current.fetchedAt < FRESH_MS) {
    return Promise.resolve();
  }
  const running = inflight.get(key);
  if (running) return running;
  const request = load()
    .then((data) => put(key, { data, fetchedAt: Date.now() }))
    .catch((error: unknown) => {
      const apiError = error instanceof ApiError ? error : new ApiError(undefined, String(error));
      put(key, { data: current?.data, error: apiError, fetchedAt: Date.now() });
    })
    .finally(() => inflight.delete(key));
  inflight.set(key, request);
  return request;
}

/** A public GET keyed by its apiUrl(), so the page's initial answers can stand in for it. */
export interface ResourceSpec<T> {
  key: string;
  load: () => Promise<T>;
}

/**
 * Starts loading a screen's resources as its route loads, before its component renders. Those
 * the served page already answered are awaited (they settle at once), so the first paint shows
 * them; the others are not, so the screen shows its skeletons meanwhile.
 */
export async function primeResources(specs: ResourceSpec<unknown>[]): Promise<void> {
  const answered = specs.filter((s) => hasInitialAnswer(s.key));
  for (const s of specs) void revalidate(s.key, s.load);
  await Promise.all(answered.map((s) => revalidate(s.key, s.load)));
}

/**
 * Loads one resource a screen cannot be shown without, for its route loader: resolves once it is
 * cached, and rejects with its error when it failed and nothing is cached (the route's error).
 */
export async function requireResource(spec: ResourceSpec<unknown>): Promise<void> {
  await revalidate(spec.key, spec.load);
  const entry = entries.get(spec.key);
  if (entry?.error && entry.data === undefined) throw entry.error;
}

export interface Resource<T> {
  data: T | undefined;
  error: ApiError | undefined;
  /** No data to show yet. */
  loading: boolean;
  /** Showing older data (another key's, with keepPrevious) while this key loads. */
  stale: boolean;
  reload: () => void;
}

/**
 * The data for `key`, loaded with `load`. With `keepPrevious` the last shown data stays on
 * screen while a new key (the next page) loads, instead of a blank grid.
 */
export function useResource<T>(
  key: string | null,
  load: () => Promise<T>,
  options: { keepPrevious?: boolean } = {},
): Resource<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const snapshot = () => (key ? entries.get(key) : undefined);
  // The server's prerender (src/prerender.tsx) reads the same cache, filled by the route loaders.
  const entry = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (key) void revalidate(key, () => loadRef.current());
  }, [key]);

  const data = entry?.data as T | undefined;
  const [previous, setPrevious] = useState<T | undefined>(data);
  if (data !== undefined && data !== previous) setPrevious(data);
  const shown = data ?? (options.keepPrevious ? previous : undefined);

  return {
    data: shown,
    error: entry?.error,
    loading: shown === undefined && !entry?.error,
    stale: data === undefined && shown !== undefined,
    reload: () => {
      if (key) void revalidate(key, () => loadRef.current(), true);
    },
  };
}
