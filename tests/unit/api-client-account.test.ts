// A signed-in tab's API writes name the account it shows, so the server refuses them once
// another account has signed in on the browser; that refusal is told apart from a session that
// ended, so the tab takes on the new account instead of signing it out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, onAuthFailure, type AuthFailure } from '../../src/data/api-client';
import { AUTH_MSG } from '../../src/domain/auth';
import type { SessionUser } from '../../src/domain/user';
import { userAtom } from '../../src/state/session';
import { appStore } from '../../src/state/store';

const sent: { method: string; url: string; account: string | null }[] = [];
let answer: () => Response = () => Response.json({ ok: true });

beforeEach(() => {
  sent.length = 0;
  answer = () => Response.json({ ok: true });
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=tok', getElementById: () => null });
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
      sent.push({
        method: (input instanceof Request ? input.method : init?.method) ?? 'GET',
        url,
        account: headers.get('X-Expected-User'),
      });
      return Promise.resolve(answer());
    }),
  );
  appStore.set(userAtom, { id: 7, name: 'Jordan Customer' } as SessionUser);
});
afterEach(() => {
  vi.unstubAllGlobals();
  appStore.set(userAtom, null);
});

describe('the account a write is made for', () => {
  it('is named on API writes of a signed-in tab, not on reads, sign-ins or a guest’s writes', async () => {
    await api(z.unknown(), 'POST', '/api/cart', { body: {} });
    await api(z.unknown(), 'GET', '/api/cart');
    await api(z.unknown(), 'POST', '/login', { body: {} });
    appStore.set(userAtom, null);
    await api(z.unknown(), 'POST', '/api/contact', { body: {} });
    expect(sent.map((s) => [s.method, s.url, s.account])).toEqual([
      ['POST', '/api/cart', '7'],
      ['GET', '/api/cart', null],
      ['POST', '/login', null],
      ['POST', '/api/contact', null],
    ]);
  });

  it('tells a write refused for another account from a session that ended', async () => {
    const heard: AuthFailure[] = [];
    const off = onAuthFailure((_status, why) => heard.push(why));
    answer = () => Response.json({ message: AUTH_MSG.otherAccount }, { status: 401 });
    await expect(api(z.unknown(), 'POST', '/api/orders', { body: {} })).rejects.toThrow();
    answer = () => Response.json({ message: 'Unauthenticated.' }, { status: 401 });
    await expect(api(z.unknown(), 'POST', '/api/orders', { body: {} })).rejects.toThrow();
    off();
    expect(heard).toEqual(['other-account', 'signed-out']);
  });
});
