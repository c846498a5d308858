// `npm run seed`: seeds the demo gallery into an empty database (DATA_DIR / DATABASE_URL as the
// server uses them). `npm run seed -- --reset` first wipes every row and stored file;
// `--image-scale=0.5` draws the artwork scans at half their sides (the browser tests' gallery).
import '../../node-version';
import { createContext } from '../../bootstrap';
import { ConfigError, loadConfig } from '../../config';
import { DataDirLockedError } from '../data-dir-lock';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, seedDemoIfEmpty } from './index';
import { wipeAll } from './reset';

/** The scans' scale from `--image-scale=<0..1>`; 1 (full size) without it. */
function imageScaleArg(): number {
  const arg = process.argv.find((a) => a.startsWith('--image-scale='));
  if (!arg) return 1;
  const scale = Number(arg.slice('--image-scale='.length));
  if (!(scale > 0 && scale <= 1)) throw new ConfigError(`${arg}: give a scale above 0, up to 1.`);
  return scale;
}

async function main() {
  const reset = process.argv.includes('--reset');
  const options = { imageScale: imageScaleArg() };
  const config = loadConfig();
  const ctx = await createContext(config);
  const log = (line: string) => console.log(line);
  try {
    if (reset) {
      await wipeAll(ctx, log);
      await seedDemo(ctx, log, options);
    } else if (!(await seedDemoIfEmpty(ctx, log, options))) {
      console.log(
        'The database already has users; nothing seeded. Use `npm run seed -- --reset` to rebuild the demo.',
      );
      return;
    }
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS)
      console.log(`  ${a.email.padEnd(24)} ${a.role}${a.note ? ` (${a.note})` : ''}`);
  } finally {
    await ctx.db.destroy();
  }
}

main().catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof DataDirLockedError;
  console.error(known ? err.message : err);
  process.exit(1);
});
