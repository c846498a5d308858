// A browser-like client over Fastify inject: keeps cookies, fetches the CSRF cookie before the
// first write and sends it back as X-XSRF-TOKEN, as the PWA does.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly t: TestApp) {}

  private remember(res: LightMyRequestResponse) {
    for (const c of res.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    options: { headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const write = method !== 'GET';
    if (write && options.csrf !== false && !this.cookies.has('XSRF-TOKEN')) await this.csrf();
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (write && options.csrf !== false && xsrf) headers['x-xsrf-token'] = xsrf;
    const inject: InjectOptions = { method, url, headers };
    if (body !== undefined) inject.payload = body as InjectOptions['payload'];
    const res = await this.t.app.inject(inject);
    this.remember(res);
    return res;
  }

  async csrf() {
    return this.request('GET', '/sanctum/csrf-cookie');
  }

  get = (url: string, headers?: Record<string, string>) =>
    this.request('GET', url, undefined, { headers });
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body ?? {}, { headers });
  put = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('PUT', url, body ?? {}, { headers });
  delete = (url: string, headers?: Record<string, string>) =>
    this.request('DELETE', url, undefined, { headers });

  async login(email: string, password: string) {
    const res = await this.post('/login', { email, password });
    if (res.statusCode >= 300) throw new Error(`login failed ${res.statusCode} ${res.body}`);
    return res;
  }
}

/**
 * One sign-in of `user`, its session sent to two apps (two server processes on one database):
 * the same person in two tabs or on two devices, each tab's requests served by another process.
 */
export async function oneSessionOnTwoApps(
  a: TestApp,
  b: TestApp,
  user: { email: string; password: string },
): Promise<[HttpClient, HttpClient]> {
  const onA = new HttpClient(a);
  await onA.login(user.email, user.password);
  const onB = new HttpClient(b);
  for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
  return [onA, onB];
}
