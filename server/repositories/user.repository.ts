// Users and the artist profile linked to a user. Emails are unique case-insensitively (the
// index is on lower(email)), so every lookup compares lower-cased.
import { sql, type Updateable } from 'kysely';
import type { Database } from '../db/database';
import type { UsersTable } from '../db/schema';
import type { UserRow } from './session.repository';

export type { UserRow };
export type UserChanges = Updateable<UsersTable>;

const byEmail = (email: string) => sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where(byEmail(email)).executeTakeFirst();
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's row, locked until the transaction ends: writes that check it first go one at a time. */
export function lockUser(db: Database, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The users' rows locked in id order, so two transactions locking the same pair never deadlock. */
export function lockUsers(db: Database, ids: number[]): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** True when another user (not `exceptId`) already has this email. */
export async function emailTaken(db: Database, email: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(byEmail(email))
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewUser {
  email: string;
  name: string;
  first_name?: string | null;
  last_name?: string | null;
  password_hash: string;
}

export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

/** Marks the address verified if the user's email is still `email` (and not yet verified). */
export async function markEmailVerified(db: Database, id: number, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .where('email', '=', email)
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function updateUser(db: Database, id: number, changes: UserChanges): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findArtistOfUser(
  db: Database,
  userId: number,
): Promise<{ id: number; slug: string } | undefined> {
  return db
    .selectFrom('artists')
    .select(['id', 'slug'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The artist's public biography follows the About text of their account. */
export async function updateArtistDescription(
  db: Database,
  userId: number,
  description: string,
): Promise<void> {
  await db.updateTable('artists').set({ description }).where('user_id', '=', userId).execute();
}
