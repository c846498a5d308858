// The admin's upload with progress (XMLHttpRequest) is a write like any other: it names the
// account the tab shows, and a refusal for another account or an ended session reaches the app,
// which loads the tab again or logs out, instead of only showing an error under the file.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onAuthFailure, type AuthFailure } from '../../src/data/api-client';
import { AUTH_MSG } from '../../src/domain/auth';
import type { SessionUser } from '../../src/domain/user';
import { uploadWithProgress } from '../../src/features/admin/shared/xhr-upload';
import { userAtom } from '../../src/state/session';
import { appStore } from '../../src/state/store';

const sent: Record<string, string>[] = [];
let answers: { status: number; body: unknown }[] = [];

class FakeXhr {
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private readonly headers: Record<string, string> = {};
  open(): void {}
  abort(): void {}
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(): void {
    sent.push(this.headers);
    const answer = answers.shift() ?? { status: 200, body: {} };
    this.status = answer.status;
    this.responseText = JSON.stringify(answer.body);
    queueMicrotask(() => this.onload?.());
  }
}

beforeEach(() => {
  sent.length = 0;
  answers = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=tok', getElementById: () => null });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
  );
  appStore.set(userAtom, { id: 3, name: 'Admin' } as SessionUser);
});
afterEach(() => {
  vi.unstubAllGlobals();
  appStore.set(userAtom, null);
});

const upload = () => uploadWithProgress('/api/admin/artists/2/images', new FormData(), () => {});

describe('an upload with progress', () => {
  it('names the account the tab shows, with the XSRF token', async () => {
    await upload();
    expect(sent).toEqual([
      { Accept: 'application/json', 'X-XSRF-TOKEN': 'tok', 'X-Expected-User': '3' },
    ]);
  });

  it('tells the app of a refusal for another account and of an ended session', async () => {
    const heard: AuthFailure[] = [];
    const off = onAuthFailure((_status, why) => heard.push(why));
    answers = [{ status: 401, body: { message: AUTH_MSG.otherAccount } }];
    await expect(upload()).rejects.toThrow(AUTH_MSG.otherAccount);
    answers = [{ status: 401, body: { message: 'Unauthenticated.' } }];
    await expect(upload()).rejects.toThrow();
    off();
    expect(heard).toEqual(['other-account', 'signed-out']);
  });

  it('retries a stale token once without telling the app anything', async () => {
    const heard: AuthFailure[] = [];
    const off = onAuthFailure((_status, why) => heard.push(why));
    answers = [{ status: 419, body: { message: 'CSRF token mismatch.' } }];
    await upload();
    off();
    expect(sent).toHaveLength(2);
    expect(heard).toEqual([]);
  });
});
