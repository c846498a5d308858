// What every visitor reads — the catalogue, artist pages, config lists, content — served from
// memory and revalidated by ETag. A route opts in with `config: { publicCache: true }`.
//
// Freshness: each request reads the public version (one row, bumped by the database on every
// write to the tables those answers come from: migration 0004), and an answer is reused only
// under the version it was made at. Requests that arrive together share one read of it, but
// only one begun after they arrived (fresh-read.ts). So an edit by any process shows on the next
// request of every process, with no message between them. The version is read before the answer
// is made, so an answer is never filed under a version newer than its rows.
//
// Viewers: a route may read the session and answer a signed-in artist or admin with more than
// the public sees (their withdrawn work). Such an answer is marked private and never kept; a
// kept answer is served to anyone, signed in or not (it is what the public may see).
//
// Revalidation: the ETag is a hash of the body (the same in every process), Cache-Control says
// `no-cache` (a cache may keep the answer but must ask first), and a matching If-None-Match is
// answered 304 with no body.
//
// Compression: a kept answer also keeps its brotli and gzip bytes, made on first demand
// (compressed-answers.ts), so a browser's request costs no compression once the answer is kept.
//
// Pages: a page of the app painted from public rows only (the home page, the catalogue, an
// artist's or an order page) is kept the same way, by sendPage, so a visitor's first request
// does not render React on the server again for every visitor. A page painted with what it asked
// of the visitor (a private screen's skeleton names the signed-in viewer) is kept per answer:
// the next visitor whose answers are the same (the same name and role) is sent it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Database } from '../db/database';
import type { ApiApp } from './api-app';
import {
  COMPRESS_THRESHOLD,
  compress,
  type Effort,
  keptEncodingFor,
  type KeptEncoding,
} from './compressed-answers';
import { freshRead } from './fresh-read';
import { type CacheLimits, VersionedCache } from './versioned-cache';
import { withPublicVersion } from '../repositories/public-version.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public GET whose answer depends only on its URL and the public tables. */
    publicCache?: boolean;
  }
  interface FastifyRequest {
    /** The public version read for a cacheable request that missed the cache. */
    publicCacheVersion?: number;
  }
}

export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
const PRIVATE_CACHE_CONTROL = 'private, no-cache';
const MB = 1024 * 1024;
const SHARED: CacheLimits = { entries: 5000, bytes: 64 * MB };
// Pages painted for one visitor's answers have their own budget, so that many signed-in visitors
// at once push out each other's pages, never the pages every visitor reads.
const PER_VISITOR_PAGES: CacheLimits = { entries: 1000, bytes: 16 * MB };

interface Answer {
  body: string;
  etag: string;
  contentType: string;
  /** The body compressed, per encoding, once a request has asked for it. */
  encoded: Partial<Record<KeptEncoding, Promise<Buffer>>>;
}

/** A painted page, kept with the shell it was painted into. */
interface KeptPage extends Answer {
  status: number;
  shell: string;
  cacheControl: string;
  /** Painted for one visitor's answers: sent to few, so compressed with less effort. */
  effort: Effort;
}

/** Kept under a page's URL when the page is painted per visitor: look under their key. */
const PER_VISITOR = { perVisitor: true } as const;
type PageEntry = KeptPage | typeof PER_VISITOR;

interface Caches {
  /** The public version, one read for the requests that arrive together (fresh-read.ts). */
  version: () => Promise<number>;
  answers: VersionedCache<Answer>;
  /** Values a service derives from public rows (a filter's matching ids, a total). */
  values: VersionedCache<{ value: unknown; bytes: number }>;
  pages: VersionedCache<PageEntry>;
  /** Pages painted per visitor, under their URL and the visitor's answers. */
  visitorPages: VersionedCache<KeptPage>;
}

// One set per database handle: one per server process (two test apps sharing a schema are two).
const cachesByDb = new WeakMap<Database, Caches>();

function cachesOf(db: Database): Caches {
  let caches = cachesByDb.get(db);
  if (!caches) {
    // A string's UTF-16 size; its compressed copies are a fraction of the half left over.
    const answerBytes = (a: Answer) => a.body.length * 2 + 200;
    caches = {
      version: freshRead(() => publicVersion(db)),
      answers: new VersionedCache<Answer>(answerBytes, SHARED),
      values: new VersionedCache<{ value: unknown; bytes: number }>((v) => v.bytes, SHARED),
      pages: new VersionedCache<PageEntry>((p) => ('body' in p ? answerBytes(p) : 200), SHARED),
      visitorPages: new VersionedCache<KeptPage>(answerBytes, PER_VISITOR_PAGES),
    };
    cachesByDb.set(db, caches);
  }
  return caches;
}

// The version a cacheable request read on arrival: any value derived while answering it may be
// filed under that version too (it was read after the request came in, so it is fresh enough).
const requestVersion = new AsyncLocalStorage<{ db: Database; version: number }>();

/** The current public version (migration 0004 bumps it on every write to a public table). */
export async function publicVersion(db: Database): Promise<number> {
  const row = await withPublicVersion(db).executeTakeFirst();
  return Number(row?.public_version ?? 0);
}

/**
 * A value derived from public rows only (a filter's matching ids, a total), loaded once per
 * public version. `key` must name everything the value depends on; `bytes` estimates its size.
 * `readWith`: the version the caller has just read with its rows (public-version.repository.ts),
 * so none is read again.
 */
export async function cachedPublic<T>(
  db: Database,
  key: string,
  load: () => Promise<T>,
  bytes: (value: T) => number,
  readWith?: number,
): Promise<T> {
  const { values, version: readVersion } = cachesOf(db);
  const read = requestVersion.getStore();
  const version = readWith ?? (read?.db === db ? read.version : await readVersion());
  const hit = values.get(version, key);
  if (hit !== undefined) return hit.value as T;
  const value = await load();
  values.set(version, key, { value, bytes: 64 + bytes(value) });
  return value;
}

const etagOf = (body: string) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

function revalidationHeaders(reply: FastifyReply, etag: string): void {
  void reply.header('ETag', etag).header('Cache-Control', PUBLIC_CACHE_CONTROL);
}

/**
 * An answer's body, compressed when the request accepts an encoding kept: once per encoding for
 * a kept answer, whose `encoded` keeps the bytes for the visitors after this one; with less
 * effort for a page made for this request alone.
 */
function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Pick<Answer, 'body' | 'contentType' | 'encoded'>,
  effort: Effort = 'kept',
): void {
  void reply.type(answer.contentType);
  const encoding =
    answer.body.length >= COMPRESS_THRESHOLD
      ? keptEncodingFor(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) {
    void reply.send(answer.body);
    return;
  }
  const bytes = (answer.encoded[encoding] ??= compress(answer.body, encoding, effort));
  bytes.then(
    (compressed) => {
      const vary = reply.getHeader('Vary');
      void reply
        .header('Content-Encoding', encoding)
        .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
        .send(compressed);
    },
    () => {
      delete answer.encoded[encoding];
      void reply.send(answer.body);
    },
  );
}

const HTML = 'text/html; charset=utf-8';

/**
 * A page as made for one request: a redirect, or HTML that `keep` says may be kept (nothing
 * failed), `perVisitor` for the visitors whose answers are the same as this one's.
 */
export type MadePage =
  | { redirect: string }
  | { status: number; html: string; cacheControl: string; keep: boolean; perVisitor: boolean };

const visitorsPage = (url: string, visitor: string) => `${url}\n${visitor}`;

/** The page kept for this URL, or for this visitor at it when it is painted per visitor. */
async function keptPage(
  { pages, visitorPages }: Caches,
  version: number,
  url: string,
  visitorKey: () => Promise<string>,
): Promise<KeptPage | undefined> {
  const entry = pages.get(version, url);
  if (!entry || 'body' in entry) return entry;
  return visitorPages.get(version, visitorsPage(url, await visitorKey()));
}

/**
 * Sends the page at the request's URL: kept under the public version (read before it is made,
 * as for answers) when `make` says it may be, and painted into the same `shell` (the app's
 * index.html: a new build or, in development, an edited one is a new page). `key` is the URL
 * and what else of the request the page is painted for (a phone); `visitorKey` names everything
 * a page painted per visitor may have asked of this one.
 */
export async function sendPage(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  { shell, key }: { shell: string; key: string },
  make: () => Promise<MadePage>,
  visitorKey: () => Promise<string>,
): Promise<FastifyReply> {
  const caches = cachesOf(db);
  // Unread (the database is down): the page is painted plain, as it can be, and not kept.
  const version = await caches.version().catch(() => undefined);
  const hit = version === undefined ? undefined : await keptPage(caches, version, key, visitorKey);
  if (hit?.shell === shell) return sendKeptPage(request, reply, hit);
  const made = await make();
  if ('redirect' in made) {
    return reply.header('Cache-Control', 'no-cache').redirect(made.redirect, 302);
  }
  if (version === undefined || !made.keep) {
    // Pages are served by the not-found handler, which @fastify/compress's per-route hooks miss.
    void reply.code(made.status).header('Cache-Control', made.cacheControl);
    sendEncoded(request, reply, { body: made.html, contentType: HTML, encoded: {} }, 'once');
    return reply;
  }
  const page: KeptPage = {
    body: made.html,
    etag: etagOf(made.html),
    contentType: HTML,
    encoded: {},
    status: made.status,
    shell,
    cacheControl: made.cacheControl,
    effort: made.perVisitor ? 'once' : 'kept',
  };
  if (made.perVisitor) {
    caches.pages.set(version, key, PER_VISITOR);
    caches.visitorPages.set(version, visitorsPage(key, await visitorKey()), page);
  } else caches.pages.set(version, key, page);
  return sendKeptPage(request, reply, page);
}

function sendKeptPage(request: FastifyRequest, reply: FastifyReply, page: KeptPage) {
  void reply.code(page.status).header('ETag', page.etag).header('Cache-Control', page.cacheControl);
  if (page.status === 200 && matches(request, page.etag)) return reply.code(304).send();
  sendEncoded(request, reply, page, page.effort);
  return reply;
}

export function publicCacheHooks(app: ApiApp, { db }: AppContext): void {
  const { answers, version: readVersion } = cachesOf(db);

  // Callback style, so that the rest of the request runs inside requestVersion's context.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || !request.routeOptions.config.publicCache) return done();
    readVersion().then((version) => {
      const hit = answers.get(version, request.url);
      if (!hit) {
        request.publicCacheVersion = version;
        requestVersion.run({ db, version }, done);
        return;
      }
      revalidationHeaders(reply, hit.etag);
      if (matches(request, hit.etag)) void reply.code(304).send();
      else sendEncoded(request, reply, hit);
    }, done);
  });

  // Runs before compression (a route's own onSend hooks, where compress sits, run last).
  app.addHook('onSend', async (request, reply, payload) => {
    const version = request.publicCacheVersion;
    if (
      version === undefined ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      reply.hasHeader('set-cookie')
    ) {
      return payload;
    }
    // Made for a signed-in viewer, who may see more than the public (an artist's withdrawn
    // work): kept by nobody else. A route that never reads the session stays public for all.
    if ((await request.sessionPromise)?.user) {
      void reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      return payload;
    }
    const etag = etagOf(payload);
    const contentType = String(reply.getHeader('content-type') ?? 'application/json');
    answers.set(version, request.url, { body: payload, etag, contentType, encoded: {} });
    revalidationHeaders(reply, etag);
    if (!matches(request, etag)) return payload;
    void reply.code(304);
    return '';
  });
}
