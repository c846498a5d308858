// The server's side of the embedded database's thread (pglite-thread.ts): the calls of PGlite that
// the Kysely dialect uses, each one a message to the thread and its answer. A PostgreSQL error
// comes back with its fields (code, constraint, ...), so the server maps it as before; a thread
// that died fails every call as a lost connection (answered 503, like PostgreSQL going away).
import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../worker-thread';
import type { EmbeddedPostgres, EmbeddedResult } from './pglite-dialect';

export interface ThreadOptions {
  /** The data folder; undefined means in memory. */
  dataDir?: string | undefined;
}

type ThreadCall =
  | { kind: 'exec'; sql: string }
  | { kind: 'query'; sql: string; params: unknown[] }
  | { kind: 'close' };

export type ThreadRequest = ThreadCall & { id: number };

export interface ThreadReply {
  id: number;
  rows?: unknown[];
  affectedRows?: number | undefined;
  error?: { message: string; [field: string]: string | number };
}

type Pending = (reply: ThreadReply) => void;

const connectionLost = (why: string) =>
  Object.assign(new Error(`Connection terminated: the database thread ${why}`), { code: '08006' });

export class PGliteThread implements EmbeddedPostgres {
  readonly waitReady = Promise.resolve();
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | undefined;
  closed = false;

  constructor(options: ThreadOptions) {
    this.worker = startWorkerThread(import.meta.url, 'pglite-thread', options);
    // Only a call on its way keeps the process alive (see send).
    this.worker.unref();
    this.worker.on('message', (reply: ThreadReply) => {
      const settle = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.worker.unref();
      settle?.(reply);
    });
    const fail = (error: Error & { code: string }) => {
      this.failure = error;
      const plain = { message: error.message, code: error.code };
      for (const settle of this.pending.values()) settle({ id: 0, error: plain });
      this.pending.clear();
    };
    this.worker.on('error', (error) => fail(connectionLost(`failed: ${error.message}`)));
    this.worker.on('exit', () => fail(connectionLost('stopped')));
  }

  private async send(request: ThreadCall): Promise<ThreadReply> {
    if (this.failure) throw this.failure;
    const id = this.nextId++;
    const reply = await new Promise<ThreadReply>((resolve) => {
      this.pending.set(id, resolve);
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ ...request, id });
    });
    if (reply.error) throw Object.assign(new Error(reply.error.message), reply.error);
    return reply;
  }

  private static result(reply: ThreadReply): EmbeddedResult {
    return { rows: reply.rows ?? [], affectedRows: reply.affectedRows };
  }

  async exec(sql: string): Promise<EmbeddedResult[]> {
    return [PGliteThread.result(await this.send({ kind: 'exec', sql }))];
  }

  async query(sql: string, params: unknown[]): Promise<EmbeddedResult> {
    return PGliteThread.result(await this.send({ kind: 'query', sql, params }));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.send({ kind: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
