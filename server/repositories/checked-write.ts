// A write that first reads the row it changes under the row's lock (SELECT ... FOR UPDATE) and
// hands it to `check` and then to the write, in the write's own transaction: a second save of the same row waits for
// the first to end, then checks against what the first stored. Saves made from an older copy of
// a record are refused this way (server/services/edit-versions.ts).
import type { Database } from '../db/database';

/** False when there is no row to lock (nothing written); `check` throws to refuse the write. */
export function checkedWrite<R>(
  db: Database,
  lock: (trx: Database) => Promise<R | undefined>,
  check: (stored: R) => void,
  write: (trx: Database, stored: R) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const stored = await lock(trx);
    if (stored === undefined) return false;
    check(stored);
    await write(trx, stored);
    return true;
  });
}
