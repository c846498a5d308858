// Opens the database: embedded PGlite under DATA_DIR/db by default, PostgreSQL when DATABASE_URL
// is set. Both speak the same SQL, so one set of migrations serves both.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { boundedPool, type DatabaseTimeouts } from './bounded-pool';
import { PGliteDialect } from './pglite-dialect';
import { PGliteThread } from './pglite-thread-client';
import type { DB } from './schema';
import { typeParsers } from './type-parsers';

export type Database = Kysely<DB>;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; undefined means in memory. */
  pgliteDir?: string | undefined;
  /**
   * PGlite on a thread of its own, so that its queries never hold up the event loop (the
   * server); in this thread, tests start faster from a template.
   */
  pgliteThread?: boolean;
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
    for (const [oid, parse] of Object.entries(typeParsers))
      pg.types.setTypeParser(Number(oid), parse);
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
  if (options.pgliteThread) {
    return new Kysely<DB>({
      dialect: new PGliteDialect(new PGliteThread({ dataDir: options.pgliteDir })),
    });
  }
  const pglite = new PGlite({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteTemplate,
    parsers: typeParsers,
  });
  return new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
}
