// What every route module and service is handed: configuration, database, storage and mail.
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { Mailer } from './services/mail';
import type { FileStorage } from './services/storage';

export interface AppContext {
  config: AppConfig;
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
}
