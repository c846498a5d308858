// Versioned migrations, run at start. Listed statically so the bundle-free server and the tests
// load the same set in the same order.
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import * as m0001 from './migrations/0001-initial';
import * as m0002 from './migrations/0002-cart-order-keys';
import * as m0003 from './migrations/0003-one-order-per-cart';
import * as m0004 from './migrations/0004-public-cache-version';
import * as m0005 from './migrations/0005-search-index-without-pending-list';
import * as m0006 from './migrations/0006-restore-public-cache-version';
import * as m0007 from './migrations/0007-session-expiry-index';
import * as m0008 from './migrations/0008-idempotency-key-age-index';
import * as m0009 from './migrations/0009-order-time-zone';
import * as m0010 from './migrations/0010-order-line-calculation-type';
import * as m0011 from './migrations/0011-cart-item-seen-price';
import * as m0012 from './migrations/0012-folded-search-text';
import * as m0013 from './migrations/0013-cart-line-count';
import * as m0014 from './migrations/0014-ordered-cart-refilled';

const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-cart-order-keys': m0002,
  '0003-one-order-per-cart': m0003,
  '0004-public-cache-version': m0004,
  '0005-search-index-without-pending-list': m0005,
  '0006-restore-public-cache-version': m0006,
  '0007-session-expiry-index': m0007,
  '0008-idempotency-key-age-index': m0008,
  '0009-order-time-zone': m0009,
  '0010-order-line-calculation-type': m0010,
  '0011-cart-item-seen-price': m0011,
  '0012-folded-search-text': m0012,
  '0013-cart-line-count': m0013,
  '0014-ordered-cart-refilled': m0014,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** `schema`: the PostgreSQL schema to migrate (tests); Kysely otherwise sees every schema's tables. */
export async function migrateToLatest(db: Database, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
