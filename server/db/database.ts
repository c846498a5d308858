// Opens the database: embedded PGlite under DATA_DIR/db by default, PostgreSQL when DATABASE_URL
// is set. Both speak the same SQL, so one set of migrations serves both.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { boundedPool, type DatabaseTimeouts } from './bounded-pool';
import { PGliteDialect } from './pglite-dialect';
import type { DB } from './schema';

const NUMERIC_OID = 1700;
const INT8_OID = 20;
const DATE_OID = 1082;
// Money and sizes are numeric(12,2): well inside a double. Counts come back as int8.
const parsers = {
  [NUMERIC_OID]: (v: string) => Number(v),
  [INT8_OID]: (v: string) => Number(v),
  [DATE_OID]: (v: string) => v,
};

export type Database = Kysely<DB>;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; undefined means in memory. */
  pgliteDir?: string | undefined;
  /** A PGlite dumpDataDir() tarball to start from instead of an empty database (tests). */
  pgliteTemplate?: Blob | undefined;
  /** PostgreSQL schema to use (tests give each worker its own). */
  schema?: string | undefined;
  poolSize?: number;
  /** PostgreSQL only: connect, pool-acquire and statement limits (see bounded-pool.ts). */
  timeouts?: DatabaseTimeouts;
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    for (const [oid, parse] of Object.entries(parsers)) pg.types.setTypeParser(Number(oid), parse);
    const { pool, kyselyPool } = boundedPool(
      {
        connectionString: options.databaseUrl,
        max: options.poolSize ?? 10,
        ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
      },
      options.timeouts,
    );
    // A lost connection (the database went away) must not crash the process: the query in
    // flight fails (and is answered 503), idle and busy clients alike are dropped and replaced.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool: kyselyPool }) });
  }
  // One options object: PGlite ignores the second argument when the data dir is undefined.
  const pglite = new PGlite({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteTemplate,
    parsers,
  });
  return new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
}
