// Auth endpoints of base B (Laravel Fortify's paths) and the captcha challenge. Every write here
// passes the CSRF check of server/http/session.ts first (419 without X-XSRF-TOKEN). GET /login
// and GET /reset-password are SPA pages, served by the app shell, not by these routes.
import { z } from 'zod';
import {
  AUTH_MSG,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../src/domain/auth';
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { HttpError } from '../http/errors';
import { messagePage } from '../http/message-page';
import { currentUser, endSession, requireUser, startSession } from '../http/session';
import {
  attemptLogin,
  register,
  resetPassword,
  sendPasswordResetLink,
} from '../services/auth.service';
import { captchaKeys, createCaptchaChallenge } from '../services/captcha.service';
import { sendVerificationLink, verifyEmail } from '../services/email-verification.service';
import { enforceRateLimit } from '../services/rate-limit';

const message = z.object({ message: z.string() });

const GO_TO_ACCOUNT = { href: '/my-account', label: 'Go to My Account' };

export function authRoutes(app: ApiApp, ctx: AppContext): void {
  const keys = captchaKeys(ctx.config.sessionSecret);

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        body: loginSchema,
        response: { 200: z.object({ two_factor: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const user = await attemptLogin(ctx, request.body, request.ip);
      await startSession(request, reply, user.id, user.password_hash);
      return { two_factor: false };
    },
  );

  app.post('/logout', { schema: { tags: ['auth'] } }, async (request, reply) => {
    await endSession(request, reply);
    return reply.code(204).send();
  });

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        body: registerSchema,
        response: { 201: z.object({}) },
      },
    },
    async (request, reply) => {
      const user = await register(ctx, request.body, request.ip);
      await startSession(request, reply, user.id);
      return reply.code(201).send({});
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: { tags: ['auth'], body: forgotPasswordSchema, response: { 200: message } },
    },
    async (request) => {
      await sendPasswordResetLink(ctx, request.body.email, request.ip);
      return { message: AUTH_MSG.resetLinkSent };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: { tags: ['auth'], body: resetPasswordSchema, response: { 200: message } },
    },
    async (request) => {
      await resetPassword(ctx, request.body);
      return { message: AUTH_MSG.passwordReset };
    },
  );

  app.post(
    '/email/verification-notification',
    { schema: { tags: ['auth'], response: { 202: message, 204: z.null() } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await enforceRateLimit(ctx.db, [
        { key: `verify-mail:${user.id}`, rule: { limit: 6, windowSeconds: 60 } },
      ]);
      if (!(await sendVerificationLink(ctx, user))) return reply.code(204).send(null);
      return reply.code(202).send({ message: 'verification-link-sent' });
    },
  );

  app.get(
    '/email/verify/:id/:hash',
    {
      schema: {
        tags: ['auth'],
        // Read leniently: a link cut or mangled in a mail app is an invalid link, not a 422.
        params: z.object({ id: z.string(), hash: z.string() }),
        querystring: z.object({
          expires: z.string().catch(''),
          signature: z.string().catch(''),
        }),
      },
    },
    async (request, reply) => {
      const { id, hash } = request.params;
      const { expires, signature } = request.query;
      const ok =
        /^\d{1,9}$/.test(id) &&
        (await verifyEmail(ctx, {
          id: Number(id),
          hash,
          // A time in seconds; anything else has expired.
          expires: /^\d{1,12}$/.test(expires) ? Number(expires) : 0,
          signature,
        }));
      // Opened from a mail, in a tab: a person reads the answer, so it is a page, not JSON.
      const page = request.headers.accept?.includes('text/html') === true;
      if (!ok) {
        if (!page) throw new HttpError(403, 'Invalid signature.');
        return reply
          .code(403)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(messagePage(AUTH_MSG.verifyLinkInvalid, GO_TO_ACCOUNT));
      }
      if (!page || (await currentUser(request))) return reply.redirect('/my-account');
      // Signed out (another browser, the phone's mail app): /my-account would only ask to log in.
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(messagePage(AUTH_MSG.emailConfirmed, { href: '/login', label: 'Log In' }));
    },
  );

  app.get(
    '/api/captcha/challenge',
    { schema: { tags: ['auth'], description: 'A signed ALTCHA proof-of-work challenge.' } },
    async (_request, reply) => {
      const challenge = await createCaptchaChallenge(keys);
      return reply.header('Cache-Control', 'no-store').send(challenge);
    },
  );
}
