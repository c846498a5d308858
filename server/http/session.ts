// Sessions and CSRF in the manner of Laravel Sanctum's SPA mode. The session cookie is httpOnly
// and SameSite=Lax; GET /sanctum/csrf-cookie hands out a readable XSRF-TOKEN cookie that every
// write must send back as X-XSRF-TOKEN, else 419. The session is read lazily, so static files
// and images never touch the database for it.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import {
  createSession,
  deleteExpiredSessions,
  createSessionForPassword,
  deleteSession,
  findSession,
  SESSION_LIFETIME_MS,
  type SessionRecord,
  type UserRow,
} from '../repositories/session.repository';
import type { ApiApp } from './api-app';
import { AUTH_MSG } from '../../src/domain/auth';
import { forbidden, HttpError, unauthenticated, validationError } from './errors';
import { GuestSessions } from './guest-session';
import { nowAndThen } from './now-and-then';

export const SESSION_COOKIE = 'gallery_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The account a queued write was made by (src/data/outbox.ts), lower-cased as Node reads it. */
export const EXPECTED_USER_HEADER = 'x-expected-user';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    sessionPromise?: Promise<SessionRecord | null>;
    sessionDb: AppContext['db'];
    guestSessions: GuestSessions;
  }
  interface FastifyContextConfig {
    /** false for the rare write that must work without a session (none so far). */
    csrf?: boolean;
    /** Who may call the route, checked before the request is validated (401 before 422). */
    auth?: 'user' | 'admin';
  }
}

export function loadSession(request: FastifyRequest): Promise<SessionRecord | null> {
  if (!request.sessionPromise) {
    const token = request.cookies[SESSION_COOKIE];
    const guests = request.guestSessions;
    request.sessionPromise = !token
      ? Promise.resolve(null)
      : guests.isGuestToken(token)
        ? Promise.resolve(guests.read(token))
        : findSession(request.sessionDb, token);
  }
  return request.sessionPromise;
}

export async function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  return (await loadSession(request))?.user ?? null;
}

export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await currentUser(request);
  if (!user) throw unauthenticated();
  return user;
}

export async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(request);
  if (!user.is_admin) throw forbidden();
  return user;
}

function cookieOptions(request: FastifyRequest, httpOnly: boolean) {
  return {
    path: '/',
    httpOnly,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    maxAge: SESSION_LIFETIME_MS / 1000,
  };
}

function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; csrfToken: string },
) {
  void reply.setCookie(SESSION_COOKIE, session.token, cookieOptions(request, true));
  void reply.setCookie(XSRF_COOKIE, session.csrfToken, cookieOptions(request, false));
}

/**
 * A new session for the user (login, registration): the old session id is never reused. A login
 * names the password hash it checked: if the password changed meanwhile, no session starts and
 * the login is refused as with a wrong password.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  checkedPasswordHash?: string,
) {
  const previous = await loadSession(request);
  if (previous?.user) await deleteSession(request.sessionDb, previous.id);
  const session =
    checkedPasswordHash === undefined
      ? await createSession(request.sessionDb, userId)
      : await createSessionForPassword(request.sessionDb, userId, checkedPasswordHash);
  if (!session) throw validationError({ email: [AUTH_MSG.credentials] });
  setSessionCookies(request, reply, session);
  // For a later step of this request that asks who is signed in. A reply sent without asking
  // leaves it unread, so its failure (the database closing meanwhile) must not go unhandled.
  const fresh = findSession(request.sessionDb, session.token);
  fresh.catch(() => undefined);
  request.sessionPromise = fresh;
}

export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  const previous = await loadSession(request);
  if (previous?.user) await deleteSession(request.sessionDb, previous.id);
  request.sessionPromise = Promise.resolve(null);
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
  void reply.clearCookie(XSRF_COOKIE, { path: '/' });
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Every visitor who writes starts here with a guest session (a signed cookie, no row), and a
 * signed-in session that expired is never read again: every PRUNE_EVERY guest sessions this
 * process hands out delete the expired rows, so the table holds about the sessions still alive.
 */
export const PRUNE_EVERY = 100;

export function sessionRoutes(app: ApiApp, ctx: AppContext): void {
  const pruneNowAndThen = nowAndThen(PRUNE_EVERY, () => deleteExpiredSessions(ctx.db));
  const guestSessions = new GuestSessions(ctx.config.sessionSecret);
  app.decorateRequest('sessionDb', null as unknown as AppContext['db']);
  app.decorateRequest('guestSessions', null as unknown as GuestSessions);
  app.addHook('onRequest', (request, _reply, done) => {
    request.sessionDb = ctx.db;
    request.guestSessions = guestSessions;
    done();
  });

  // Before validation, in this order: a forged write is 419, a guest is 401, and only then is
  // the body judged (422).
  app.addHook('preValidation', async (request) => {
    if (!UNSAFE.has(request.method) || request.routeOptions.config.csrf === false) return;
    const session = await loadSession(request);
    const header = request.headers['x-xsrf-token'];
    if (!session || typeof header !== 'string' || !sameToken(header, session.csrfToken)) {
      throw new HttpError(419, 'CSRF token mismatch.');
    }
  });

  // A write names the account of the tab that made it (a device's queue, the account its row
  // was queued by). Sent with another account's session (someone else signed in since, in
  // another tab of that browser), it is refused as signed out, so it never lands in that
  // account's cart or orders; the message tells the app to take on that account, not log out.
  app.addHook('preValidation', async (request) => {
    const expected = request.headers[EXPECTED_USER_HEADER];
    if (expected === undefined) return;
    const user = await currentUser(request);
    if (!user) throw unauthenticated();
    if (String(user.id) !== expected) throw new HttpError(401, AUTH_MSG.otherAccount);
  });

  app.addHook('preValidation', async (request) => {
    const need = request.routeOptions.config.auth;
    if (need === 'user') await requireUser(request);
    else if (need === 'admin') await requireAdmin(request);
  });

  app.get('/sanctum/csrf-cookie', { schema: { hide: true } }, async (request, reply) => {
    const session = await loadSession(request);
    if (session) {
      void reply.setCookie(XSRF_COOKIE, session.csrfToken, cookieOptions(request, false));
    } else {
      setSessionCookies(request, reply, guestSessions.create());
      await pruneNowAndThen();
    }
    return reply.code(204).send();
  });
}
