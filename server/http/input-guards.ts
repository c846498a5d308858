// Checks every request's input before its route schema, for what no schema says:
// - no string in the query or JSON body (keys included) holds a NUL character or half of a UTF-16
//   surrogate pair (an escaped "\ud800" in JSON), which PostgreSQL cannot store in text or jsonb
//   (422; a lone surrogate was stored in text as U+FFFD without a word); a path with either names
//   nothing (404); a path no route has is left to the not-found handler (a page's path is the
//   shop's 404 page, not JSON);
// - a route that takes a body gets a JSON object, not `null`, a list or a bare value (the shared
//   schemas' cross-field checks read fields of it).
// The walk uses its own stack, so a deeply nested body cannot overflow the call stack.
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from './api-app';
import { notFound, validationError, type FieldErrors } from './errors';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** 'print_options.frame' → 'frame', 'subject.0' → 'subject'. */
const label = (path: string) =>
  (path.split('.').findLast((part) => !/^\d+$/.test(part)) ?? 'request').replaceAll('_', ' ');

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored, in the words of a field message, or null. */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'contains a character that cannot be stored';
  return null;
}

/** Each place in `value` (a string or an object key) that cannot be stored, and why. */
function unstorablePaths(value: unknown, root: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const why = unstorable(v);
      if (why) found.push([path, why]);
    } else if (typeof v === 'object' && v !== null) {
      for (const [key, child] of Object.entries(v)) {
        const why = unstorable(key);
        if (why) found.push([path || 'request', why]);
        else stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return found;
}

function unstorableErrors(request: FastifyRequest): FieldErrors {
  const errors: FieldErrors = {};
  for (const value of [request.query, request.body]) {
    for (const [path, why] of unstorablePaths(value, '')) {
      errors[path] ??= [`The ${label(path)} ${why}.`];
    }
  }
  return errors;
}

export function inputGuards(app: ApiApp): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.is404) return done();
    if (unstorablePaths(request.params, '').length > 0) return done(notFound());
    const errors = unstorableErrors(request);
    if (Object.keys(errors).length > 0) return done(validationError(errors));
    if (request.routeOptions.schema?.body && !isObject(request.body)) {
      return done(validationError({ request: ['The request body must be a JSON object.'] }));
    }
    done();
  });
}
