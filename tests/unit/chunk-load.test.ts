import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from '../../src/ui/chunk-load';

describe('loading a chunk of the app', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up after 120 s with a chunk load error', async () => {
    vi.useFakeTimers();
    const loading = loadChunk(() => new Promise<never>(() => {}));
    const settled = expect(loading).rejects.toThrow('Loading the page took longer than 120 s.');
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let done = false;
    void loading.catch(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    await expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('turns a failed import into a chunk load error with the browser message', async () => {
    const failed = loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    );
    await expect(failed).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failed).rejects.toThrow('Failed to fetch dynamically imported module: /a.js');
  });

  it('hands over the module when it arrives in time', async () => {
    await expect(loadChunk(() => Promise.resolve({ page: 1 }))).resolves.toEqual({ page: 1 });
  });
});
