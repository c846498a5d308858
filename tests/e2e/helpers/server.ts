// Starts the real built server (node dist-server/main.js, as `npm run serve` does) on a free
// port with a copy of the seeded template data, and stops it after the file. halt() and resume() take the process down and
// bring it back on the same port and data, as a server going away and returning does.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Stops the process and deletes its data: the end of the file. */
  stop(): Promise<void>;
  /** Stops the process, keeping its data for resume(). */
  halt(): Promise<void>;
  /** Starts it again after halt() (nothing to do if it runs). */
  resume(): Promise<void>;
  /** What the process has printed since it last started, and whether it is running. */
  report(): string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * The environment of the built server on its embedded database in `dataDir`, on 127.0.0.1, in
 * production mode as `npm start` runs it: vitest sets NODE_ENV to 'test', which would give the
 * server React's development build and read the page shell and the manifest on every request.
 */
export function embeddedServerEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start:\n${output()}`);
}

/**
 * Each seeded work's previews folder as a link to one shared by every server of the run: a
 * preview is made (a WebP encode, the servers' largest CPU cost in these tests) once per run, not
 * once per file. The works a test uploads get ids another server may also give, so their
 * previews stay the server's own.
 */
function sharePreviews(dataDir: string) {
  const storage = path.join(dataDir, 'storage');
  const shared = inject('e2ePreviewsDir');
  const own = path.join(storage, 'derived', 'images');
  mkdirSync(own, { recursive: true });
  for (const original of readdirSync(path.join(storage, 'originals'))) {
    const id = path.parse(original).name;
    mkdirSync(path.join(shared, id), { recursive: true });
    symlinkSync(path.join(shared, id), path.join(own, id), 'dir');
  }
}

/**
 * The template's data for one server. The artworks' originals (most of its bytes) are hard links:
 * the server only ever replaces or removes a file whole, which leaves the template's as it was.
 */
function copyTemplate(dataDir: string) {
  const template = inject('e2eTemplateDir');
  const originals = path.join('storage', 'originals');
  cpSync(template, dataDir, {
    recursive: true,
    filter: (source) => path.relative(template, source) !== originals,
  });
  mkdirSync(path.join(dataDir, originals));
  for (const name of readdirSync(path.join(template, originals))) {
    linkSync(path.join(template, originals, name), path.join(dataDir, originals, name));
  }
}

/**
 * Each running server's data folder under the process id: the run's teardown stops and removes
 * any a worker left running (a file's next server, started ahead, outlives the worker's last).
 */
const registered = (pid: number) => path.join(inject('e2eServersDir'), String(pid));

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gallery-e2e-'));
  copyTemplate(dataDir);
  sharePreviews(dataDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  let log = '';

  const launch = async () => {
    log = '';
    // node itself (not npx), so stopping it stops the server and leaves no orphan behind.
    child = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.js'], {
      env: { ...embeddedServerEnv(dataDir, port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const pid = child.pid!;
    writeFileSync(registered(pid), dataDir);
    child.once('exit', () => rmSync(registered(pid), { force: true }));
    child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    await waitForHealth(url, child, () => log);
  };

  const running = () => child.exitCode === null && child.signalCode === null;
  let halted = 'never halted';
  // SIGTERM closes the server as a deployment stops it (its jobs, connections and database); a
  // server whose data is deleted next is killed at once instead (1.6 s less per file).
  const halt = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    if (!running()) return;
    const started = Date.now();
    const exited = new Promise<true>((r) => child.once('exit', () => r(true)));
    child.kill(signal);
    const stopped = await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    // Killed, it is not gone until its exit event: resume() must not find it still running.
    if (!stopped) child.kill('SIGKILL');
    await exited;
    halted = `last halt: ${stopped ? 'stopped' : 'killed after'} ${Date.now() - started} ms`;
  };

  try {
    await launch();
  } catch (error) {
    // A server that never became healthy: stop it and remove its copy of the data.
    await halt('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    port,
    dataDir,
    halt: () => halt(),
    resume: async () => {
      if (!running()) await launch();
    },
    report: () =>
      `server ${running() ? 'running' : `exited (${child.exitCode ?? child.signalCode})`}, ${halted}; its output:\n${log.slice(-3000)}`,
    stop: async () => {
      await halt('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
