// Password reset tokens: only the SHA-256 of a token is stored; a token is single use and
// expires. A new request replaces the user's earlier unused tokens.
import type { Database } from '../db/database';

export async function replaceResetToken(
  db: Database,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Two requests at once take turns on the user's row, so the second replaces the first's
    // token instead of both being left valid.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    await trx
      .deleteFrom('password_resets')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_resets')
      .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
      .execute();
  });
}

/**
 * Marks the token used if it is valid for this user id, unused and not expired, in one
 * statement, so two concurrent resets with one token cannot both succeed.
 */
export async function consumeResetToken(
  db: Database,
  userId: number,
  tokenHash: string,
): Promise<boolean> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
