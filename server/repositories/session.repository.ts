// Sessions in the database (shared by every server process). The cookie carries a random
// token; only its SHA-256 is stored, so a leaked table does not hand out sessions.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import type { UsersTable } from '../db/schema';
import type { Selectable } from 'kysely';

export type UserRow = Selectable<UsersTable>;

export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionRecord {
  id: string;
  csrfToken: string;
  user: UserRow | null;
}

/** The live session of a cookie's token, with its user unless none or disabled: one query. */
export async function findSession(db: Database, token: string): Promise<SessionRecord | null> {
  const row = await db
    .selectFrom('sessions as s')
    .leftJoin('users as u', (join) =>
      join.onRef('u.id', '=', 's.user_id').on('u.disabled', '=', false),
    )
    .select(['s.id as session_id', 's.csrf_token as session_csrf_token'])
    .selectAll('u')
    .where('s.id', '=', hashToken(token))
    .where('s.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return null;
  const { session_id: id, session_csrf_token: csrfToken, ...user } = row;
  return { id, csrfToken, user: user.id === null ? null : (user as UserRow) };
}

export async function createSession(
  db: Database,
  userId: number | null,
): Promise<{ token: string; csrfToken: string }> {
  const token = newToken();
  const csrfToken = newToken();
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      csrf_token: csrfToken,
      expires_at: new Date(Date.now() + SESSION_LIFETIME_MS),
    })
    .execute();
  return { token, csrfToken };
}

/**
 * A session for a login whose password was checked against `passwordHash`, or null when the
 * user's password is no longer that one. Checking a password takes a while; a reset or change
 * finishing meanwhile ends every session, and this one must not start after it. The user's row
 * is locked from the check to the insert, as a reset holds it from its update to its sign-out.
 */
export function createSessionForPassword(
  db: Database,
  userId: number,
  passwordHash: string,
): Promise<{ token: string; csrfToken: string } | null> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .forShare()
      .executeTakeFirst();
    if (user?.password_hash !== passwordHash) return null;
    return createSession(trx, userId);
  });
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', new Date()).execute();
}

export async function deleteUserSessions(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
