// Users for API tests, straight into the database: `await createUser(t.ctx.db, { artist: true })`.
// Every user gets a unique email and the password 'password123' unless told otherwise; an
// artist also gets a linked artist profile (artists.user_id) so portfolio code finds it.
import type { Database } from '../../server/db/database';
import type { UserRow } from '../../server/repositories/user.repository';
import { hashPassword } from '../../server/services/passwords';

export const TEST_PASSWORD = 'password123';

export interface UserOverrides {
  email?: string;
  password?: string;
  name?: string;
  admin?: boolean;
  artist?: boolean;
  wholesale?: boolean;
  disabled?: boolean;
  markup?: number;
  description?: string;
}

export type TestUser = UserRow & { password: string; artist_id: number | null };

let seq = 0;
// Hashing is the slow part (scrypt); the default password's hash is made once per test file.
let defaultHash: Promise<string> | undefined;

export async function createUser(db: Database, overrides: UserOverrides = {}): Promise<TestUser> {
  seq += 1;
  const password = overrides.password ?? TEST_PASSWORD;
  const hash =
    password === TEST_PASSWORD
      ? await (defaultHash ??= hashPassword(TEST_PASSWORD))
      : await hashPassword(password);
  const name = overrides.name ?? `Test User ${seq}`;
  const user = await db
    .insertInto('users')
    .values({
      email: overrides.email ?? `user${seq}-${Date.now().toString(36)}@example.com`,
      name,
      first_name: name.split(' ')[0] ?? name,
      last_name: name.split(' ').slice(1).join(' ') || null,
      password_hash: hash,
      is_admin: overrides.admin ?? false,
      is_artist: overrides.artist ?? false,
      wholesale_discount: overrides.wholesale ?? false,
      disabled: overrides.disabled ?? false,
      ...(overrides.markup !== undefined ? { markup: overrides.markup } : {}),
      ...(overrides.description !== undefined ? { description: overrides.description } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  let artistId: number | null = null;
  if (user.is_artist) {
    const artist = await db
      .insertInto('artists')
      .values({
        user_id: user.id,
        name,
        artist_name: name,
        slug: `test-artist-${user.id}-${seq}`,
        description: user.description,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    artistId = artist.id;
  }
  return { ...user, password, artist_id: artistId };
}
