// @vitest-environment jsdom
// Who is signed in, when the shop fails to say: a 500 on GET /api/users/auth is the server's
// trouble, not a signed-out session. The user's last answer stands in and the guest flag stays,
// so the next load asks again; only a refusal as signed out (401) makes the browser a guest's.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../src/data/api-client';
import { sessionCustomer } from '../factories/session-users';

const answer = vi.hoisted(() => ({ status: 500 }));
vi.mock('../../src/data/api-client', async (importOriginal) => {
  const real = await importOriginal<typeof ApiClient>();
  return {
    ...real,
    api: vi.fn(() => Promise.reject(new real.ApiError(answer.status, real.API_ERROR_MESSAGE))),
  };
});

async function signedInPage() {
  vi.resetModules();
  localStorage.setItem('guest', JSON.stringify('isNotGuest'));
  const { keepCopy } = await import('../../src/data/offline-copies');
  await keepCopy('user', sessionCustomer);
  const { currentUser } = await import('../../src/features/auth/current-user');
  const { appStore } = await import('../../src/state/store');
  const { guestFlagAtom } = await import('../../src/state/session');
  return { currentUser, flag: () => appStore.get(guestFlagAtom) };
}

describe('the signed-in user when the shop fails to answer', () => {
  afterEach(() => localStorage.clear());

  it('stays signed in on a 500, from the last answer, and asks again next time', async () => {
    answer.status = 500;
    const page = await signedInPage();
    expect((await page.currentUser())?.id).toBe(sessionCustomer.id);
    expect(page.flag()).toBe('isNotGuest');
  });

  it('becomes a guest when the server says the session is signed out', async () => {
    answer.status = 401;
    const page = await signedInPage();
    expect(await page.currentUser()).toBeNull();
    expect(page.flag()).toBe('isGuest');
  });
});
