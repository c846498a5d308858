// The embedded database's own thread: PGlite runs every query synchronously in WebAssembly, so
// on the server's event loop one slow search would stall every other request of the process
// (a static file waited seconds behind ten searches). Here it runs beside the server, which
// talks to it through messages (pglite-thread-client.ts). One query at a time, in order.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { ThreadReply, ThreadRequest, ThreadOptions } from './pglite-thread-client';
import { typeParsers } from './type-parsers';

const options = workerData as ThreadOptions;
const pglite = new PGlite({
  dataDir: options.dataDir,
  parsers: typeParsers,
});

/** The fields of a PostgreSQL error the server looks at (code above all), as plain data. */
function plainError(error: unknown): ThreadReply['error'] {
  if (!(error instanceof Error)) return { message: String(error) };
  const { message, name, ...fields } = error as Error & Record<string, unknown>;
  const plain: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' || typeof value === 'number') plain[key] = value;
  }
  return { ...plain, message, name };
}

async function answer(request: ThreadRequest): Promise<ThreadReply> {
  try {
    if (request.kind === 'close') {
      if (!pglite.closed) await pglite.close();
      return { id: request.id };
    }
    await pglite.waitReady;
    const result =
      request.kind === 'exec'
        ? (await pglite.exec(request.sql)).at(-1)
        : await pglite.query(request.sql, request.params);
    return {
      id: request.id,
      rows: result?.rows ?? [],
      affectedRows: result?.affectedRows,
    };
  } catch (error) {
    return { id: request.id, error: plainError(error) };
  }
}

let queue: Promise<void> = Promise.resolve();
parentPort!.on('message', (request: ThreadRequest) => {
  queue = queue.then(async () => parentPort!.postMessage(await answer(request)));
});
