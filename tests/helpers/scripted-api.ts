// The network of a jsdom component test, as api() sees it: every call is recorded (with its
// Idempotency-Key, when it has one) and answered by `network.answer`, which each test scripts.
// Use it from the test file, before importing what calls api():
//   vi.mock('../../src/data/api-client', async (importOriginal) =>
//     (await import('../helpers/scripted-api')).scriptedApiClient(await importOriginal()));
import { vi } from 'vitest';
import type * as ApiClient from '../../src/data/api-client';

export interface ScriptedRequest {
  method: string;
  url: string;
  body: unknown;
  key?: string;
}

export const network = {
  requests: [] as ScriptedRequest[],
  answer: (): unknown => undefined,
};

export function scriptedApiClient(real: typeof ApiClient): typeof ApiClient {
  return {
    ...real,
    csrfCookie: vi.fn(() => Promise.resolve()),
    api: vi.fn(
      (
        _schema: unknown,
        method: string,
        url: string,
        options: { body?: unknown; headers?: Record<string, string> } = {},
      ) => {
        const key = options.headers?.['Idempotency-Key'];
        network.requests.push({ method, url, body: options.body, ...(key ? { key } : {}) });
        return Promise.resolve().then(network.answer);
      },
    ) as unknown as typeof real.api,
  };
}
