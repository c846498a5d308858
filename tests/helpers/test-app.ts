// Starts the real application for an API test in one line: `const t = await createTestApp()`.
// The database is in-memory PGlite started from the run's migrated template (made once by
// api-global-setup.ts; migrated here when there is none), or when DATABASE_URL is set, a fresh
// PostgreSQL schema of its own (so test files running in parallel never see each other's rows).
// A setup that fails removes what it made; afterAll hooks write `t?.close()` so that a failed
// setup reports only its own error.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { assembleContext } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import type { AppContext } from '../../server/context';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { TEMPLATE_ENV } from './api-global-setup';

/** Any number: the advisory lock that test schemas' migrations and drops take in turn. */
const SCHEMA_TURN_LOCK = 715_405_112;

/**
 * Runs `work` while holding a PostgreSQL advisory lock that every test file's schema migration
 * and schema drop take. Kysely's migrator first lists the tables of every schema in the
 * database (its introspection resolves each by name), and that fails with "schema ... does not
 * exist" or "relation ... does not exist" when another file drops its schema at that moment:
 * CI saw it twice, as a failed beforeAll. The lock is held by its own session, so ending that
 * session releases it whatever `work` did.
 */
async function takingTurns<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_TURN_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  ctx: AppContext;
  dataDir: string;
  /** The PostgreSQL schema (undefined on PGlite). */
  schema: string | undefined;
  close(): Promise<void>;
}

/** Apps being set up or still open in this file, for closeLeftoverApps(). */
const unclosed = new Set<Promise<TestApp>>();

/**
 * Closes what a file left open: an app whose setup outlived its hook's timeout resolves after
 * the file's afterAll saw nothing to close (tests/helpers/api-file-setup.ts runs this).
 */
export async function closeLeftoverApps(): Promise<void> {
  const left = [...unclosed];
  unclosed.clear();
  await Promise.all(
    left.map((p) =>
      p.then(
        (t) => t.close(),
        () => undefined,
      ),
    ),
  );
}

export function createTestApp(
  env: Record<string, string> = {},
  options: Parameters<typeof openTestApp>[1] = {},
): Promise<TestApp> {
  const opening = openTestApp(env, options).then((t) => {
    const close = t.close.bind(t);
    return {
      ...t,
      close: () => {
        unclosed.delete(opening);
        return close();
      },
    };
  });
  unclosed.add(opening);
  opening.catch(() => unclosed.delete(opening));
  return opening;
}

async function openTestApp(
  env: Record<string, string> = {},
  options: {
    staticDir?: string;
    /** A second server process on the same PostgreSQL schema and storage (scale-out tests). */
    shareWith?: TestApp;
    databaseUrl?: string;
    /** PGlite on its own worker thread, as the server runs it, in DATA_DIR/db (slower to start). */
    pgliteThread?: boolean;
  } = {},
): Promise<TestApp> {
  const shared = options.shareWith;
  const dataDir = shared?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'gallery-test-'));
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  let schema = shared?.schema;
  let db: Database | undefined;
  let app: TestApp['app'] | undefined;
  // Removes what this call made: on close, or when the setup itself failed.
  const dispose = async () => {
    const own = shared ? undefined : db;
    if (own && schema && databaseUrl)
      await takingTurns(databaseUrl, () => sql.raw(`drop schema ${schema} cascade`).execute(own));
    await db?.destroy();
    if (!shared) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const config = {
      ...loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        DATABASE_URL: databaseUrl ?? '',
        ...env,
      }),
      staticDir: options.staticDir,
    };
    if (databaseUrl && !shared) {
      schema = `test_${randomBytes(6).toString('hex')}`;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`create schema ${schema}`);
      await client.end();
    }
    const thread = !databaseUrl && !shared && options.pgliteThread === true;
    const tarball = databaseUrl || shared || thread ? undefined : process.env[TEMPLATE_ENV];
    const pgliteTemplate = tarball ? new Blob([readFileSync(tarball)]) : undefined;
    db = openDatabase({
      databaseUrl,
      schema,
      poolSize: 4,
      pgliteTemplate,
      ...(thread ? { pgliteThread: true, pgliteDir: path.join(dataDir, 'db') } : {}),
    });
    if (!shared && !pgliteTemplate) {
      const migrating = db;
      const migrate = () => migrateToLatest(migrating, schema);
      await (databaseUrl ? takingTurns(databaseUrl, migrate) : migrate());
    }
    const ctx: AppContext = assembleContext(config, db);
    app = await buildApp(ctx);
    await app.ready();
    const ready = app;
    return {
      app: ready,
      ctx,
      dataDir,
      schema,
      async close() {
        await ctx.jobs.stop();
        await ready.close();
        await dispose();
      },
    };
  } catch (err) {
    await app?.close().catch(() => undefined);
    await dispose().catch(() => undefined);
    throw err;
  }
}
