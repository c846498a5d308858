// Opens everything the server needs, in order: database (migrated), storage, mail.
import path from 'node:path';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createMailer } from './services/mail';
import { LocalStorage } from './services/storage';

export async function createContext(config: AppConfig): Promise<AppContext> {
  const db = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  await migrateToLatest(db);
  return {
    config,
    db,
    storage: new LocalStorage(path.join(config.dataDir, 'storage')),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      mailDir: path.join(config.dataDir, 'mail'),
      from: config.mailFrom,
    }),
  };
}
