// Opens everything the server needs, in order: the data folder's lock (embedded database only),
// database (migrated), storage, mail.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { lockDataDir } from './db/data-dir-lock';
import { openDatabase, type Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { jobHandlers } from './jobs';
import { JobRunner } from './services/job-queue';
import { createMailer } from './services/mail';
import { S3Storage } from './services/s3-storage';
import { LocalStorage, type FileStorage } from './services/storage';

/** Opens and migrates the database; `log` hears what a first start is waiting for. */
export async function createContext(
  config: AppConfig,
  log: (line: string) => void = () => {},
): Promise<AppContext> {
  const unlock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const pgliteDir = path.join(config.dataDir, 'db');
  const started = performance.now();
  if (!config.databaseUrl && !existsSync(pgliteDir))
    log(`Creating the embedded database in ${pgliteDir} (first start only)...`);
  const db = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir, pgliteThread: true });
  if (unlock) {
    const destroy = db.destroy.bind(db);
    db.destroy = () => destroy().finally(unlock);
  }
  await migrateToLatest(db);
  log(`Database ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return assembleContext(config, db);
}

/** The file store the configuration names: an S3 bucket, or the folder DATA_DIR/storage. */
export function openStorage(
  config: Pick<AppConfig, 'storageUrl' | 's3Endpoint' | 'dataDir'>,
): FileStorage {
  return config.storageUrl
    ? S3Storage.fromUrl(config.storageUrl, config.s3Endpoint)
    : new LocalStorage(path.join(config.dataDir, 'storage'));
}

/** The context around an open, migrated database (tests bring their own database). */
export function assembleContext(config: AppConfig, db: Database): AppContext {
  const ctx: AppContext = {
    config,
    db,
    storage: openStorage(config),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      mailDir: path.join(config.dataDir, 'mail'),
      from: config.mailFrom,
    }),
    // Set just below: the runner needs the context it belongs to.
    jobs: undefined as unknown as JobRunner,
  };
  ctx.jobs = new JobRunner(ctx, jobHandlers);
  return ctx;
}
