// The signed-in user's own account: who am I (GET /api/users/auth, the user in data.data as the
// spec says), the Information tab (PUT /api/profile) and Fortify's profile-information and
// password updates. Responses go through sessionUserSchema, so no other column can leak.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { profileInformationSchema, updatePasswordSchema } from '../../src/domain/auth';
import { profileSchema } from '../../src/domain/profile';
import { sessionUserSchema } from '../../src/domain/user';
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { requireUser, startSession } from '../http/session';
import { changePassword } from '../services/auth.service';
import {
  noticeEmailChange,
  presentUser,
  updateProfile,
  type SavedProfile,
  updateProfileInformation,
} from '../services/user.service';

const userEnvelope = z.object({ data: z.object({ data: sessionUserSchema }) });

export function accountRoutes(app: ApiApp, ctx: AppContext): void {
  const envelope = async (user: Parameters<typeof presentUser>[1]) => ({
    data: { data: await presentUser(ctx.db, user) },
  });
  /** The saved account, its old address told of a new one. */
  const saved = async (request: FastifyRequest, { before, after }: SavedProfile) => {
    const { mailError } = await noticeEmailChange(ctx, before, after);
    if (mailError) request.log.error({ err: mailError }, 'email change notice failed');
    // A new address's verification link was queued with the change.
    ctx.jobs.kick();
    return envelope(after);
  };

  app.get(
    '/api/users/auth',
    { schema: { tags: ['account'], response: { 200: userEnvelope } } },
    async (request, reply) => {
      const user = await requireUser(request);
      void reply.header('Cache-Control', 'no-store');
      return envelope(user);
    },
  );

  app.put(
    '/api/profile',
    {
      config: { auth: 'user' },
      schema: { tags: ['account'], body: profileSchema, response: { 200: userEnvelope } },
    },
    async (request) => {
      const user = await requireUser(request);
      return saved(request, await updateProfile(ctx, user, request.body));
    },
  );

  app.put(
    '/user/profile-information',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        body: profileInformationSchema,
        response: { 200: userEnvelope },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return saved(request, await updateProfileInformation(ctx, user, request.body));
    },
  );

  app.put(
    '/user/password',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        body: updatePasswordSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await changePassword(ctx, user, request.body);
      // Every other device is signed out; this one continues with a fresh session id.
      await startSession(request, reply, user.id);
      return { message: 'Your password has been updated.' };
    },
  );
}
