// The API client fetches the CSRF cookie only when it has none, and again only after a 419,
// retrying the write once: one round trip per write instead of two. The admin's uploads, sent
// with XMLHttpRequest for their progress, do the same. And which of the server's words a
// refusal keeps.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  api,
  API_ERROR_MESSAGE,
  ApiError,
  isConflict,
  onAuthFailure,
} from '../../src/data/api-client';
import { uploadWithProgress } from '../../src/features/admin/shared/xhr-upload';

/** A browser's cookie jar and a server that rotates its token when asked, counting requests. */
function fakeServer() {
  const jar = { cookie: '', getElementById: () => null };
  // `rotate`: a server that changes its token right after handing it out (refuses every token).
  const state = { token: 'tok-1', rotate: false, calls: [] as string[] };
  const refused = (method: string, token: string | null) =>
    method !== 'GET' && token !== state.token;
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
    state.calls.push(`${method} ${url}`);
    if (url === '/sanctum/csrf-cookie') {
      jar.cookie = `XSRF-TOKEN=${state.token}`;
      if (state.rotate) state.token += '-next';
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
    if (refused(method, headers.get('X-XSRF-TOKEN'))) {
      return Promise.resolve(Response.json({ message: 'CSRF token mismatch.' }, { status: 419 }));
    }
    if (url === '/api/conflict') {
      return Promise.resolve(Response.json({ message: 'Changed elsewhere.' }, { status: 409 }));
    }
    if (url === '/api/broken') {
      return Promise.resolve(Response.json({ message: 'Internal detail.' }, { status: 500 }));
    }
    return Promise.resolve(Response.json({ ok: true }));
  });
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    private method = '';
    private url = '';
    private token: string | null = null;
    open(method: string, url: string) {
      Object.assign(this, { method, url });
    }
    setRequestHeader(name: string, value: string) {
      if (name === 'X-XSRF-TOKEN') this.token = value;
    }
    send() {
      state.calls.push(`${this.method} ${this.url}`);
      const no = refused(this.method, this.token);
      this.status = no ? 419 : 201;
      this.responseText = JSON.stringify(no ? { message: 'CSRF token mismatch.' } : { ok: true });
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('document', jar);
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return state;
}

const write = () => api(z.object({ ok: z.boolean() }), 'POST', '/api/cart', { body: {} });

describe('API client CSRF', () => {
  let server: ReturnType<typeof fakeServer>;
  beforeEach(() => {
    server = fakeServer();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fetches the cookie before the first write only', async () => {
    await write();
    await write();
    await write();
    expect(server.calls).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /api/cart',
      'POST /api/cart',
      'POST /api/cart',
    ]);
  });

  it('never fetches it for a read', async () => {
    await api(z.object({ ok: z.boolean() }), 'GET', '/api/cart');
    expect(server.calls).toEqual(['GET /api/cart']);
  });

  it('on a 419 fetches a fresh cookie and retries once, without signing out', async () => {
    const authFailures: number[] = [];
    const stop = onAuthFailure((status) => authFailures.push(status));
    await write();
    server.token = 'tok-2'; // the session changed on the server
    server.calls.length = 0;
    await expect(write()).resolves.toEqual({ ok: true });
    expect(server.calls).toEqual(['POST /api/cart', 'GET /sanctum/csrf-cookie', 'POST /api/cart']);
    expect(authFailures).toEqual([]);
    stop();
  });

  it('gives up after one retry with the 419 as an ApiError', async () => {
    await write();
    server.calls.length = 0;
    server.token = 'tok-2';
    server.rotate = true;
    const error = await write().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(419);
    expect(server.calls).toEqual(['POST /api/cart', 'GET /sanctum/csrf-cookie', 'POST /api/cart']);
  });

  it("keeps the server's words for a save refused as outdated (409), not for a failure (500)", async () => {
    const refusal = (url: string) =>
      api(z.object({ ok: z.boolean() }), 'PUT', url, { body: {} }).catch((e: unknown) => e);
    const conflict = await refusal('/api/conflict');
    expect(isConflict(conflict)).toBe(true);
    expect((conflict as ApiError).message).toBe('Changed elsewhere.');
    const broken = await refusal('/api/broken');
    expect((broken as ApiError).message).toBe(API_ERROR_MESSAGE);
  });

  it('sends an upload with the cookie it has, and on a 419 fetches a fresh one and retries once', async () => {
    const upload = () => uploadWithProgress('/api/admin/images', new FormData(), () => undefined);
    await upload();
    await upload();
    expect(server.calls).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /api/admin/images',
      'POST /api/admin/images',
    ]);
    server.token = 'tok-2';
    server.calls.length = 0;
    await expect(upload()).resolves.toEqual({ ok: true });
    expect(server.calls).toEqual([
      'POST /api/admin/images',
      'GET /sanctum/csrf-cookie',
      'POST /api/admin/images',
    ]);
  });
});
