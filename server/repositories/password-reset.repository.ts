// Password reset tokens: only the SHA-256 of a token is stored; a token is single use and
// expires. A new request replaces the user's earlier unused tokens.
import type { Database } from '../db/database';

/**
 * A new token for the user while their address is still `email`; false (nothing stored) when it
 * changed since the user was looked up, so no link goes out that the new address did not ask for.
 */
export async function replaceResetToken(
  db: Database,
  user: { id: number; email: string },
  tokenHash: string,
  expiresAt: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Two requests at once take turns on the user's row, so the second replaces the first's
    // token instead of both being left valid.
    const locked = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', user.id)
      .where('email', '=', user.email)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) return false;
    await dropResetTokens(trx, user.id);
    await trx
      .insertInto('password_resets')
      .values({ user_id: user.id, token_hash: tokenHash, expires_at: expiresAt })
      .execute();
    return true;
  });
}

/** Ends the user's unused links: their password or address changed, so a link sent before is void. */
export async function dropResetTokens(db: Database, userId: number): Promise<void> {
  await db
    .deleteFrom('password_resets')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
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
