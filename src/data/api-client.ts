// The one HTTP client of the app: ofetch with the session cookie, Sanctum-style CSRF (the
// XSRF-TOKEN cookie sent back as X-XSRF-TOKEN on writes; fetched only when missing, and again
// on a 419 before one retry), and every failure turned into ApiError, the one error shape the
// UI handles.
import { FetchError, ofetch } from 'ofetch';
import type { z } from 'zod';
import { apiUrl } from '../domain/api-url';
import { AUTH_MSG } from '../domain/auth';
import { userAtom } from '../state/session';
import { appStore } from '../state/store';
import { takeInitialAnswer } from './initial-data';

export const API_ERROR_MESSAGE = 'API Error, please try again.';

/**
 * How long a write the user waits on may go unanswered (a fair's Wi-Fi that hangs rather than
 * fails): then it is taken as sent with no answer, and the outbox asks again under its key.
 */
export const WRITE_TIMEOUT_MS = 20_000;

export class ApiError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
    readonly errors: Record<string, string[]> = {},
    /** The server's own message, whatever the status (the screens show `message`). */
    readonly said?: string,
  ) {
    super(message);
  }
  /** First message for a field, for showing under its input. */
  field(name: string): string | undefined {
    return this.errors[name]?.[0];
  }
  get isOffline(): boolean {
    return this.status === undefined;
  }
}

const UNREACHABLE = new Set([502, 503, 504]);

/** The shop could not be reached: no answer, or a gateway or a server going down (502-504). */
export const isNetworkFailure = (error: unknown): boolean =>
  error instanceof ApiError && (error.isOffline || UNREACHABLE.has(error.status ?? 0));

/** The server refused a save made from a copy older than what it stores (409). */
export const isConflict = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409;

/** Any failure as an ApiError, the one error shape the screens' error states understand. */
export const asApiError = (error: unknown): ApiError =>
  error instanceof ApiError ? error : new ApiError(undefined, String(error));

/**
 * Why a 401 or 419 came: the session is gone, or another account signed in on this browser
 * since this tab loaded its user (the server refuses a write naming another account).
 */
export type AuthFailure = 'signed-out' | 'other-account';
type Listener = (status: number, why: AuthFailure) => void;
const authFailureListeners = new Set<Listener>();
/** Called on 401 and 419 answers, so the session state can log out or take on the account. */
export function onAuthFailure(listener: Listener): () => void {
  authFailureListeners.add(listener);
  return () => authFailureListeners.delete(listener);
}

export function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

const raw = ofetch.create({ credentials: 'include', headers: { Accept: 'application/json' } });

/**
 * Tells the auth-failure listeners of a 401 or 419 answer, and why: a write refused because
 * another account has signed in on this browser, or a session that ended.
 */
export function reportAuthFailure(status: number, message: unknown): void {
  if (status !== 401 && status !== 419) return;
  const why = message === AUTH_MSG.otherAccount ? 'other-account' : 'signed-out';
  for (const l of authFailureListeners) l(status, why);
}

function toApiError(error: unknown, notifyAuth: boolean): ApiError {
  if (error instanceof FetchError) {
    const status = error.response?.status;
    if (status === undefined) return new ApiError(undefined, API_ERROR_MESSAGE);
    const body = error.data as { message?: unknown; errors?: Record<string, string[]> } | undefined;
    // A rate limit's message (429) says how long to wait, a refused outdated save's (409) what
    // changed meanwhile; other messages only come with field errors.
    const message =
      typeof body?.message === 'string' && (body.errors || status === 429 || status === 409)
        ? body.message
        : API_ERROR_MESSAGE;
    if (notifyAuth) reportAuthFailure(status, body?.message);
    const said = typeof body?.message === 'string' ? body.message : undefined;
    return new ApiError(status, message, body?.errors ?? {}, said);
  }
  return new ApiError(undefined, API_ERROR_MESSAGE);
}

export async function csrfCookie(): Promise<void> {
  await raw('/sanctum/csrf-cookie');
}

export interface RequestOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Don't treat a 401/419 as a logout (the outbox handles those itself). */
  quietAuth?: boolean;
}

/**
 * The headers of a write: the CSRF token, and the account this tab shows (an API write by a
 * signed-in tab), so that a write from a tab still showing one account is refused once another
 * has signed in on this browser, instead of landing in the other's cart or orders.
 */
export function writeHeaders(url: string): Record<string, string> {
  const xsrf = readCookie('XSRF-TOKEN');
  const user = url.startsWith('/api/') ? appStore.get(userAtom) : null;
  return {
    ...(xsrf ? { 'X-XSRF-TOKEN': xsrf } : {}),
    ...(user ? { 'X-Expected-User': String(user.id) } : {}),
  };
}

function request<T>(method: string, url: string, options: RequestOptions): Promise<T> {
  const write = method !== 'GET' && method !== 'HEAD';
  return raw<T>(url, {
    method,
    query: options.query,
    body: options.body as Record<string, unknown> | undefined,
    signal: options.signal,
    headers: { ...(write ? writeHeaders(url) : {}), ...options.headers },
  });
}

const isCsrfMismatch = (error: unknown) =>
  error instanceof FetchError && error.response?.status === 419;

/**
 * A write with the XSRF-TOKEN cookie: asked for only when there is none, and once more when the
 * server refuses the token (`refused`), with one more try of the write.
 */
export async function withCsrfToken<T>(
  write: () => Promise<T>,
  refused: (error: unknown) => boolean,
): Promise<T> {
  if (readCookie('XSRF-TOKEN') === undefined) await csrfCookie();
  try {
    return await write();
  } catch (error) {
    // The token went stale (a new session, an expired one): a fresh cookie and one more try.
    if (!refused(error)) throw error;
    await csrfCookie();
    return await write();
  }
}

async function send<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
  const write = method !== 'GET' && method !== 'HEAD';
  const once = () => request<T>(method, url, options);
  try {
    return await (write ? withCsrfToken(once, isCsrfMismatch) : once());
  } catch (error) {
    throw toApiError(error, !options.quietAuth);
  }
}

/** Typed endpoint call: the response is checked against its zod schema. */
export async function api<S extends z.ZodType>(
  schema: S,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options?: RequestOptions,
): Promise<z.infer<S>> {
  const data =
    (method === 'GET' ? takeInitialAnswer(apiUrl(url, options?.query)) : undefined) ??
    (await send<unknown>(method, url, options));
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGE);
  return parsed.data;
}
