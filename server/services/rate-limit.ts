// Fixed-window rate limits kept in the database, so they hold across server processes.
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { countOf } from '../../src/domain/format';
import { HttpError } from '../http/errors';
import { nowAndThen } from '../http/now-and-then';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/** Longer than any rule's window: a row this old counts for nothing. */
const FORGET_AFTER = '1 day';
// Each key is a row (a stranger's made-up addresses too): rows whose window is long over go.
const pruneNowAndThen = new WeakMap<Database, () => Promise<void>>();
function pruneFor(db: Database): () => Promise<void> {
  let prune = pruneNowAndThen.get(db);
  if (!prune) {
    prune = nowAndThen(500, () =>
      sql`delete from rate_limits where window_start < now() - ${FORGET_AFTER}::interval`.execute(
        db,
      ),
    );
    pruneNowAndThen.set(db, prune);
  }
  return prune;
}

export async function hitRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  await pruneFor(db)();
  const window = `${rule.windowSeconds} seconds`;
  const row = await sql<{ hits: number; reset_in: number }>`
    insert into rate_limits as r (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when r.window_start < now() - ${window}::interval then 1 else r.hits + 1 end,
      window_start = case when r.window_start < now() - ${window}::interval then now() else r.window_start end
    returning hits,
      ceil(extract(epoch from (window_start + ${window}::interval - now())))::int as reset_in
  `
    .execute(db)
    .then((r) => r.rows[0]!);
  return { allowed: row.hits <= rule.limit, retryAfter: Math.max(1, row.reset_in) };
}

/** The message a form shows when it is rate limited: a wait of over 90 seconds in minutes. */
export function tooManyAttempts(seconds: number): string {
  const wait =
    seconds > 90 ? countOf(Math.ceil(seconds / 60), 'minute') : countOf(seconds, 'second');
  return `Too many attempts. Try again in ${wait}.`;
}

/** Throws 429 with Retry-After and a message saying how long to wait when a key is over its limit. */
export async function enforceRateLimit(
  db: Database,
  keys: Array<{ key: string; rule: RateLimitRule }>,
): Promise<void> {
  for (const { key, rule } of keys) {
    const result = await hitRateLimit(db, key, rule);
    if (!result.allowed) {
      throw new HttpError(429, tooManyAttempts(result.retryAfter), undefined, {
        'Retry-After': String(result.retryAfter),
      });
    }
  }
}

/** Clears a key, e.g. failed logins after a successful one. */
export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
