// A worker thread running a module that sits beside its caller. The compiled server has
// `<name>.js` in dist-server/ (server/build.ts emits each worker as an entry of its own); under
// tsx (npm run dev, the tests) a worker does not inherit tsx's loader, so it registers tsx before
// loading `<name>.ts`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export function startWorkerThread(callerUrl: string, name: string, workerData: unknown): Worker {
  const extension = path.extname(fileURLToPath(callerUrl));
  const source = new URL(`./${name}${extension}`, callerUrl);
  return extension === '.ts'
    ? new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); })`,
        { eval: true, workerData },
      )
    : new Worker(source, { workerData });
}
