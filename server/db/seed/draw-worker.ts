// The demo's files drawn on a thread of their own while the server answers: the scans' texture
// passes are JavaScript, and on the server's thread they would hold up every request. Started
// by drawInWorker (index.ts); progress lines go back to the server's log.
import { parentPort, workerData } from 'node:worker_threads';
import { openStorage } from '../../bootstrap';
import { drawDemoFiles, type DemoDrawing } from './render-files';

export type StorageConfig = Parameters<typeof openStorage>[0];

const { config, job } = workerData as { config: StorageConfig; job: DemoDrawing };
await drawDemoFiles(openStorage(config), job, (line) => parentPort?.postMessage(line));
