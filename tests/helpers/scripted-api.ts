// The network of a unit or component test, as api() sees it: every call is recorded (with its
// Idempotency-Key and the user it is sent for, when it has them) and answered by
// `network.answer`, which each test scripts; the answer may read the request and its signal.
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
  /** The X-Expected-User header of a replayed write. */
  owner?: string;
}

export const network = {
  requests: [] as ScriptedRequest[],
  answer: (_request: ScriptedRequest, _signal?: AbortSignal): unknown => undefined,
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
        options: { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
      ) => {
        const key = options.headers?.['Idempotency-Key'];
        const owner = options.headers?.['X-Expected-User'];
        const request = {
          method,
          url,
          body: options.body,
          ...(key ? { key } : {}),
          ...(owner ? { owner } : {}),
        };
        network.requests.push(request);
        return Promise.resolve().then(() => network.answer(request, options.signal));
      },
    ) as unknown as typeof real.api,
  };
}
