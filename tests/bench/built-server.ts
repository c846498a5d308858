// The built server (node dist-server/main.js, as `npm run serve` does) for the browser
// benchmarks, on a free port and a fresh data folder. A first start seeds the demo gallery
// (about two minutes); BENCH_DATA_DIR names an already seeded data folder to copy instead.
// `appDir` is the folder holding dist/, dist-ssr/ and dist-server/ (another build, to compare).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embeddedServerEnv, freePort } from '../e2e/helpers/server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

export async function startBuiltServer(appDir = '.'): Promise<BenchServer> {
  if (!existsSync(path.join(appDir, 'dist-server/main.js'))) {
    throw new Error(`Build first (npm run build): no dist-server/main.js in ${appDir}`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gallery-bench-'));
  if (process.env.BENCH_DATA_DIR) cpSync(process.env.BENCH_DATA_DIR, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  // node itself (not npx), so stopping it stops the server and leaves no orphan behind.
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', 'dist-server/main.js'],
    {
      cwd: appDir,
      env: embeddedServerEnv(dataDir, port),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const deadline = Date.now() + 6 * 60_000; // a first start seeds the gallery
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  // A first start answers while its pictures are still drawn on another thread: measured then,
  // pages would miss images (404s) and share the CPU with the drawing.
  while (log.includes('pictures appear as they are drawn') && !log.includes('Demo gallery ready')) {
    if (child.exitCode !== null)
      throw new Error(`server exited:
${log}`);
    if (Date.now() > deadline)
      throw new Error(`the demo pictures were not drawn in time:
${log}`);
    await sleep(500);
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A landscape artwork of the catalogue (the configurator's widest preview). */
/** The /order options of the benches' framed, matted fine-art print (a black frame, a white mat). */
export const FRAMED =
  'preset=framed-fine-art&media=photo-rag&size=16&border=0.5&frame=black&mat=white&mat_w=2&mount=none';

export async function landscapeImage(url: string): Promise<number> {
  const res = await fetch(`${url}/api/catalog-get-images`);
  const body = (await res.json()) as { data: { id: number; ratio: number }[] };
  const landscape = body.data.find((i) => i.ratio > 1.2) ?? body.data[0];
  if (!landscape) throw new Error('No public image in the catalogue.');
  return landscape.id;
}
