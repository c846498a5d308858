// Server start benchmark (`npx tsx tests/bench/server-start.bench.ts`, after `npm run build`):
// 1. first start: the compiled server on an empty data folder (PGlite created and migrated, the
//    demo's rows seeded; its pictures are then drawn in the background) until /api/health is 200;
// 2. the same data folder started again, as production runs it (node dist-server/main.js) and
//    as it ran before (TypeScript through tsx's loader): time to healthy, and memory (RSS) when
//    healthy and after serving a server-painted page. Medians of START_RUNS runs (default 3).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { embeddedServerEnv, freePort } from '../e2e/helpers/server';
import { percentile } from './stats';

if (!existsSync('dist/index.html') || !existsSync('dist-server/main.js'))
  throw new Error('Build first: npm run build');
const RUNS = Number(process.env.START_RUNS ?? 3);

const COMMANDS = {
  'compiled (node dist-server/main.js)': ['--enable-source-maps', 'dist-server/main.js'],
  'tsx (node --import tsx server/main.ts)': ['--import', 'tsx', 'server/main.ts'],
};

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

interface Start {
  seconds: number;
  rssHealthy: number;
  rssServing: number;
}

async function start(args: string[], dataDir: string, demo: boolean): Promise<Start> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...embeddedServerEnv(dataDir, port), DEMO: demo ? '1' : '0' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - began) / 1000;
    const rssHealthy = rssMb(child.pid!);
    await fetch(`${url}/`, { headers: { accept: 'text/html' } }).then((r) => r.text());
    return { seconds, rssHealthy, rssServing: rssMb(child.pid!) };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-start-'));
try {
  console.log(
    `Load average before: ${loadavg()[0]!.toFixed(1)} (on ${process.env.CI ? 'CI' : 'this machine'})`,
  );
  const first = await start(COMMANDS['compiled (node dist-server/main.js)'], dataDir, true);
  console.log(
    `First start (empty data folder, demo seeded) to healthy: ${first.seconds.toFixed(1)} s`,
  );
  console.log(`\nStart on the seeded folder, median of ${RUNS}:`);
  console.log('server'.padEnd(42), 'to healthy', ' RSS healthy', ' RSS after a page');
  for (const [name, args] of Object.entries(COMMANDS)) {
    const runs: Start[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await start(args, dataDir, false));
    const median = (pick: (s: Start) => number) => percentile(runs.map(pick), 50);
    console.log(
      name.padEnd(42),
      `${median((s) => s.seconds).toFixed(2)} s`.padStart(10),
      `${median((s) => s.rssHealthy).toFixed(0)} MB`.padStart(12),
      `${median((s) => s.rssServing).toFixed(0)} MB`.padStart(17),
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
