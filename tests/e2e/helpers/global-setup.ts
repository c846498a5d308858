// Seeds the demo gallery once into a template data folder; each e2e file starts its own server
// on a copy of it, so files never see each other's carts or orders. The previews of the seeded
// works are shared instead (tests/e2e/helpers/server.ts): the first server to need one makes it.
// Both are removed after the run, with any server a worker left running (registered by
// startServer in the run's servers folder) and its data. The artwork scans are drawn at half
// their sides (1,500-3,000 px): no browser test reads their size, and the seed took 31 s instead
// of 57 (the scans are most of its work, and of the servers' when they make previews from them).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject) {
  if (!existsSync('dist/index.html') || !existsSync('dist-server/main.js')) {
    throw new Error('Build the PWA first: npm run build (npm run test:e2e does it for you).');
  }
  const template = mkdtempSync(path.join(tmpdir(), 'gallery-e2e-template-'));
  const previews = mkdtempSync(path.join(tmpdir(), 'gallery-e2e-previews-'));
  const servers = mkdtempSync(path.join(tmpdir(), 'gallery-e2e-servers-'));
  const stopLeftServers = () => {
    for (const pid of readdirSync(servers)) {
      const dataDir = readFileSync(path.join(servers, pid), 'utf8');
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // gone already
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  const remove = () => {
    stopLeftServers();
    for (const dir of [template, previews, servers]) rmSync(dir, { recursive: true, force: true });
  };
  try {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'server/db/seed/cli.ts', '--image-scale=0.5'],
      {
        env: { ...process.env, DATA_DIR: template, DATABASE_URL: '' },
        stdio: 'inherit',
      },
    );
  } catch (err) {
    remove();
    throw err;
  }
  project.provide('e2eTemplateDir', template);
  project.provide('e2ePreviewsDir', previews);
  project.provide('e2eServersDir', servers);
  return remove;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplateDir: string;
    e2ePreviewsDir: string;
    e2eServersDir: string;
  }
}
