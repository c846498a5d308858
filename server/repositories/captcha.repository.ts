// Solved ALTCHA challenges, by their signature, so that one solution registers once. Rows older
// than a challenge's lifetime are useless (the challenge has expired) and are purged.
import { sql } from 'kysely';
import type { Database } from '../db/database';

/** Records the signature; false when it was already used. Atomic across server processes. */
export async function markCaptchaUsed(
  db: Database,
  signature: string,
  keepSeconds: number,
): Promise<boolean> {
  await db
    .deleteFrom('captcha_solutions')
    .where('used_at', '<', sql<Date>`now() - ${`${keepSeconds} seconds`}::interval`)
    .execute();
  const row = await db
    .insertInto('captcha_solutions')
    .values({ signature })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return row !== undefined;
}

export async function isCaptchaUsed(db: Database, signature: string): Promise<boolean> {
  const row = await db
    .selectFrom('captcha_solutions')
    .select('signature')
    .where('signature', '=', signature)
    .executeTakeFirst();
  return row !== undefined;
}
