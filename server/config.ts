// Server configuration from the environment. A wrong value stops the start with a message that
// names the variable; SESSION_SECRET is generated once and kept in DATA_DIR when unset.
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { knownTimeZone } from '../src/domain/time-zone';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  APP_URL: z.url().optional(),
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[a-z0-9.-]+(\/.*)?$/, 'must look like s3://bucket or s3://bucket/prefix')
    .optional(),
  S3_ENDPOINT: z.url().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DEMO: z.enum(['0', '1']).default('1'),
  // Which hops may set X-Forwarded-*: loopback by default (nginx on the same machine), a
  // number of hops, or addresses/CIDRs. Never "any": a client could fake its IP and protocol.
  TRUST_PROXY: z.string().min(1).default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAIL_FROM: z.string().default('Gallery Print Shop <orders@gallery.example>'),
  SHOP_PHONE: z.string().default('(555) 010-2024'),
  STATIC_DIR: z.string().min(1).default('./dist'),
  SHOP_TIME_ZONE: z
    .string()
    .refine(
      (zone) => knownTimeZone(zone) !== undefined,
      'must be an IANA time zone, e.g. America/New_York',
    )
    .default(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** s3://bucket/prefix, or undefined for the folder DATA_DIR/storage. */
  storageUrl: string | undefined;
  s3Endpoint: string | undefined;
  appUrl: string;
  sessionSecret: string;
  demo: boolean;
  /** Fastify's trustProxy: none (false), named ranges or addresses, or a hop count as a function. */
  trustProxy: false | string | ((address: string, hop: number) => boolean);
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  mailFrom: string;
  shopPhone: string;
  /** Invoices of orders with no buyer's zone are dated in it. */
  shopTimeZone: string;
  /** Built PWA to serve; absent in API tests. */
  staticDir: string | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    storageUrl: e.STORAGE_URL,
    s3Endpoint: e.S3_ENDPOINT,
    appUrl: (e.APP_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET ?? persistentSecret(dataDir),
    demo: e.DEMO === '1',
    trustProxy:
      e.TRUST_PROXY === 'false'
        ? false
        : /^\d+$/.test(e.TRUST_PROXY)
          ? (_address: string, hop: number) => hop < Number(e.TRUST_PROXY)
          : e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    mailFrom: e.MAIL_FROM,
    shopPhone: e.SHOP_PHONE,
    shopTimeZone: e.SHOP_TIME_ZONE,
    staticDir: path.resolve(e.STATIC_DIR),
  };
}

/**
 * The secret kept in DATA_DIR for the processes that share it. Two started at once must agree:
 * the file appears whole or not at all (written aside, then hard-linked into place, which fails
 * if another process linked first), and each returns what the file holds.
 */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  return readFileSync(file, 'utf8').trim();
}
