// The last answer of a few private GETs (the signed-in user, their cart), kept in Dexie's `pages`
// table so a signed-in visitor who opens the app offline is still signed in and sees their cart.
// Only an unreachable shop falls back to the copy (no network, or a server or gateway that cannot
// answer now: 502, 503, 504, as a server going down or a fair's proxy gives); a 401 or any other
// answer is the truth. The copies, the artist's portfolio copy, the query cache's private entries
// and the service worker's private answers go on logout. Dexie is loaded on first use: the
// signed-in check runs on every start and must not pull IndexedDB code into the first view.
import { forgetPrivateResponses } from './private-responses';
import type { z } from 'zod';
import { isNetworkFailure } from './api-client';
import { forgetPrivateQueries } from './query-client';

const pages = async () => (await import('./local-db')).localDb.pages;

const PRIVATE = 'private:';

export async function keepCopy(key: string, data: unknown): Promise<void> {
  try {
    await (await pages()).put({ key: PRIVATE + key, data, fetchedAt: Date.now() });
  } catch {
    // No IndexedDB (a private window): there is simply no copy.
  }
}

export async function keptCopy<S extends z.ZodType>(
  key: string,
  schema: S,
): Promise<z.infer<S> | undefined> {
  const row = await pages()
    .then((table) => table.get(PRIVATE + key))
    .catch(() => undefined);
  const kept = schema.safeParse(row?.data);
  return kept.success ? kept.data : undefined;
}

/** Loads `key` from the network and keeps the answer; offline, answers with the kept one. */
export async function withOfflineCopy<S extends z.ZodType>(
  key: string,
  schema: S,
  load: () => Promise<z.infer<S>>,
): Promise<z.infer<S>> {
  try {
    const data = await load();
    await keepCopy(key, data);
    return data;
  } catch (error) {
    const kept = isNetworkFailure(error) ? await keptCopy(key, schema) : undefined;
    if (kept === undefined) throw error;
    return kept;
  }
}

export async function forgetOfflineCopies(): Promise<void> {
  const { localDb } = await import('./local-db');
  await localDb.pages.where('key').startsWith(PRIVATE).delete();
  await localDb.portfolio.clear();
  forgetPrivateQueries();
  await forgetPrivateResponses();
}
