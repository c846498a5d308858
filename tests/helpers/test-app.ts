// Starts the real application for an API test in one line: `const t = await createTestApp()`.
// The database is in-memory PGlite, or when DATABASE_URL is set, a fresh PostgreSQL schema of
// its own (so test files running in parallel never see each other's rows).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { assembleContext } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import type { AppContext } from '../../server/context';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  ctx: AppContext;
  dataDir: string;
  /** The PostgreSQL schema (undefined on PGlite). */
  schema: string | undefined;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    staticDir?: string;
    /** A second server process on the same PostgreSQL schema and storage (scale-out tests). */
    shareWith?: TestApp;
    databaseUrl?: string;
  } = {},
): Promise<TestApp> {
  const shared = options.shareWith;
  const dataDir = shared?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'gallery-test-'));
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATABASE_URL: databaseUrl ?? '',
      ...env,
    }),
    staticDir: options.staticDir,
  };
  let schema = shared?.schema;
  if (databaseUrl && !shared) {
    schema = `test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const db = openDatabase({ databaseUrl, schema, poolSize: 4 });
  if (!shared) await migrateToLatest(db, schema);
  const ctx: AppContext = assembleContext(config, db);
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    dataDir,
    schema,
    async close() {
      await ctx.jobs.stop();
      await app.close();
      if (!shared && schema) await sql.raw(`drop schema ${schema} cascade`).execute(db);
      await db.destroy();
      if (!shared) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
