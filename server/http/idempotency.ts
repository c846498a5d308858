// Idempotency-Key for writes the outbox may replay, as payment APIs do: the first response per
// (user or session, key) is stored and returned again for a repeat; the same key with another
// body is refused with 422; a repeat while the first is still running gets 409. A 5xx is not
// stored, so the client may retry. Routes opt in with `config: { idempotent: true }`; a route
// whose effect must be exactly-once even across a crash also records the key in its own row.
// Keys are kept KEY_RETENTION_DAYS, and the older ones deleted now and then.
import { createHash, type Hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { ApiApp } from './api-app';
import { HttpError } from './errors';
import { nowAndThen } from './now-and-then';
import { loadSession } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: { scope: string; key: string };
  }
}

/** A claim older than this whose request never finished (a crash) may be taken over. */
const STALE_CLAIM_MS = Number(process.env.IDEMPOTENCY_STALE_MS ?? 30_000);
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

class Text {
  constructor(readonly text: string) {}
}

/**
 * Feeds `value` to the hash as JSON.stringify would write it, walking with its own stack: a
 * body nested thousands deep must not overflow the call stack.
 */
export function hashJson(hash: Hash, value: unknown): Hash {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item instanceof Text) {
      hash.update(item.text);
    } else if (Array.isArray(item)) {
      hash.update('[');
      stack.push(new Text(']'));
      for (let i = item.length - 1; i >= 0; i--) {
        stack.push((item as unknown[])[i] ?? null);
        if (i > 0) stack.push(new Text(','));
      }
    } else if (typeof item === 'object' && item !== null) {
      hash.update('{');
      stack.push(new Text('}'));
      const entries = Object.entries(item as Record<string, unknown>).filter(
        ([, v]) => v !== undefined,
      );
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, v] = entries[i]!;
        stack.push(v, new Text(`${JSON.stringify(key)}:`));
        if (i > 0) stack.push(new Text(','));
      }
    } else {
      hash.update(JSON.stringify(item) ?? 'null');
    }
  }
  return hash;
}

function requestHash(request: FastifyRequest): string {
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n`);
  return hashJson(hash, request.body ?? null).digest('hex');
}

export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  return request.idempotency?.key;
}

export function idempotencyHooks(app: ApiApp, { db }: AppContext): void {
  const pruneNowAndThen = nowAndThen(PRUNE_KEYS_EVERY, () => pruneIdempotencyKeys(db));
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new HttpError(422, 'The Idempotency-Key header is invalid.', {
        'Idempotency-Key': ['The Idempotency-Key header is invalid.'],
      });
    }
    const session = await loadSession(request);
    const scope = session?.user ? `user:${session.user.id}` : `session:${session?.id ?? 'none'}`;
    const hash = requestHash(request);

    const claimed = await db
      .insertInto('idempotency_keys')
      .values({ scope, key, request_hash: hash })
      .onConflict((oc) => oc.doNothing())
      .returning('key')
      .executeTakeFirst();
    if (claimed) {
      await pruneNowAndThen();
      request.idempotency = { scope, key };
      return;
    }
    const existing = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    if (existing.request_hash !== hash) {
      throw new HttpError(422, 'This Idempotency-Key was already used for a different request.', {
        'Idempotency-Key': ['This Idempotency-Key was already used for a different request.'],
      });
    }
    if (existing.status_code !== null) {
      return reply
        .code(existing.status_code)
        .header('Idempotent-Replayed', 'true')
        .send(existing.response);
    }
    // The first attempt died mid-way: take the claim over and run again. Only one retry may,
    // whichever process it reaches: the update re-checks the claim's age under the row's lock,
    // so a second retry finds it fresh and is told it is still being processed.
    const takenOver = await db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date() })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('status_code', 'is', null)
      .where('created_at', '<', new Date(Date.now() - STALE_CLAIM_MS))
      .returning('key')
      .executeTakeFirst();
    if (!takenOver) {
      throw new HttpError(409, 'A request with this Idempotency-Key is still being processed.');
    }
    request.idempotency = { scope, key };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim || reply.getHeader('Idempotent-Replayed')) return payload;
    const query = db
      .updateTable('idempotency_keys')
      .where('scope', '=', claim.scope)
      .where('key', '=', claim.key);
    if (reply.statusCode >= 500) {
      await db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', claim.scope)
        .where('key', '=', claim.key)
        .execute();
    } else {
      const body = typeof payload === 'string' ? payload : null;
      await query
        .set({ status_code: reply.statusCode, response: body ?? JSON.stringify(null) })
        .execute();
    }
    return payload;
  });
}

/**
 * How long a key's answer is kept. A device's outbox waits as long as it is offline, which at an
 * art fair can be a long weekend; a replay within this time gets its first answer back.
 */
export const KEY_RETENTION_DAYS = 30;
/** Every this many keys claimed by a process, the expired ones are deleted. */
export const PRUNE_KEYS_EVERY = 200;

export async function pruneIdempotencyKeys(db: AppContext['db']): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(Date.now() - KEY_RETENTION_DAYS * 24 * 60 * 60 * 1000))
    .execute();
}
