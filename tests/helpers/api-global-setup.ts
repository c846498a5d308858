// Migrates one embedded database per API run and keeps it as a tarball; each test file's
// createTestApp starts its in-memory PGlite from it instead of from an empty database that it
// would then migrate (about a seventh of the time). Not used on PostgreSQL, where each file
// gets a fresh schema.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { migrateToLatest } from '../../server/db/migrate';
import { PGliteDialect } from '../../server/db/pglite-dialect';
import type { DB } from '../../server/db/schema';

/** Read by tests/helpers/test-app.ts (the test workers inherit this process's environment). */
export const TEMPLATE_ENV = 'GALLERY_TEST_DB_TEMPLATE';

export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const root = mkdtempSync(path.join(tmpdir(), 'gallery-api-template-'));
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    const pglite = new PGlite();
    const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
    await migrateToLatest(db);
    const tarball = path.join(root, 'pgdata.tar');
    writeFileSync(tarball, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await db.destroy();
    process.env[TEMPLATE_ENV] = tarball;
  } catch (err) {
    remove();
    throw err;
  }
  return () => {
    delete process.env[TEMPLATE_ENV];
    remove();
  };
}
