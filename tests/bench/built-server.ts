// The built server (dist-server/main.js, as `npm run serve` runs it) on a free port for a
// browser benchmark, on a freshly seeded demo gallery or on BENCH_DATA_DIR (a seeded data folder:
// seeding draws every picture first and takes minutes).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/helpers/server';

export interface BenchServer {
  url: string;
  stop: () => void;
}

export async function startBuiltServer(): Promise<BenchServer> {
  let dataDir = process.env.BENCH_DATA_DIR;
  const fresh = !dataDir;
  if (!dataDir) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'gallery-bench-'));
    execFileSync(process.execPath, ['--import', 'tsx', 'server/db/seed/cli.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: 'inherit',
    });
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () => {
      server.kill('SIGTERM');
      if (fresh) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
