// The one process: API, built PWA, embedded database and demo gallery on one port.
import './node-version';
import './node-env';
import { buildApp } from './app';
import { createContext } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoIfEmpty } from './db/seed';

async function main() {
  const config = loadConfig();
  const ctx = await createContext(config, (line) => console.log(line));
  if (config.demo) {
    const seeded = await seedDemoIfEmpty(ctx, (line) => console.log(line), {
      filesInBackground: true,
    });
    if (seeded) console.log('Demo gallery seeded.');
  }
  const app = await buildApp(ctx);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    ctx.jobs
      .stop()
      .then(() => app.close())
      .then(() => ctx.db.destroy())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        console.error(err);
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  ctx.jobs.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`\nGallery Print Shop is running at http://${config.host}:${port}`);
  console.log(
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/db`}`,
  );
  if (config.demo) {
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(24)} ${a.note ?? a.role}`);
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
