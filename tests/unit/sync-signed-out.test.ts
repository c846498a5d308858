// A queued write refused as signed out (the server's 401: another account signed in from another
// tab of the browser, or the session ended): the tab asks who is signed in now and loads again
// as that user, the write stays queued for the account that made it, and it is not replayed in
// a tight loop meanwhile.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as AccountChanges from '../../src/data/account-changes';
import type * as ApiClient from '../../src/data/api-client';
import { onlinePageSignedInAs } from '../helpers/sync-page';

const replays: string[] = [];
vi.mock('../../src/data/api-client', async (importOriginal) => {
  const real = await importOriginal<typeof ApiClient>();
  return {
    ...real,
    csrfCookie: vi.fn(() => Promise.resolve()),
    api: vi.fn((_s: unknown, method: string, url: string) => {
      replays.push(`${method} ${url}`);
      return Promise.reject(new real.ApiError(401, real.API_ERROR_MESSAGE));
    }),
  };
});
const signedInNow = { id: 9, name: 'B' };
const reloaded = vi.hoisted(() => ({ times: 0 }));
vi.mock('../../src/data/account-changes', async (importOriginal) => ({
  ...(await importOriginal<typeof AccountChanges>()),
  reloadAsSignedInAccount: () => void reloaded.times++,
}));
vi.mock('../../src/features/auth/current-user', () => ({
  fetchCurrentUser: vi.fn(() => Promise.resolve(signedInNow)),
}));

const { localDb } = await import('../../src/data/local-db');
const { enqueue } = await import('../../src/data/outbox');
const { startSync } = await import('../../src/data/sync');

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('a queued write refused as signed out', () => {
  it('loads the tab again as the user signed in now and keeps the write for its own account', async () => {
    await onlinePageSignedInAs(7);
    await enqueue({ userId: 7, kind: 'order', method: 'POST', url: '/api/orders', body: {} });

    stop = startSync();
    await vi.waitFor(() => expect(reloaded.times).toBe(1));
    await new Promise((r) => setTimeout(r, 500));

    expect(replays).toEqual(['POST /api/orders']);
    expect(await localDb.outbox.toArray()).toMatchObject([{ userId: 7, status: 'pending' }]);
  });
});
