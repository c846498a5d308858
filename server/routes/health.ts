import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { RETRY_AFTER_SECONDS } from '../http/errors';

export function healthRoutes(app: ApiApp, { db }: AppContext): void {
  app.get(
    '/api/health',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ok' as const };
      } catch {
        return reply
          .code(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable' as const });
      }
    },
  );
}
