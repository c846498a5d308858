// What every route module and service is handed: configuration, database, storage and mail.
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { JobRunner } from './services/job-queue';
import type { Mailer } from './services/mail';
import type { FileStorage } from './services/storage';

export interface AppContext {
  config: AppConfig;
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  /** Background jobs; started by main.ts, drained by hand in tests. */
  jobs: JobRunner;
}
