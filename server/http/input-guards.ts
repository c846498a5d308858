// Checks every request's input before its route schema, for what no schema says:
// - no string in the query or JSON body (keys included) holds a NUL character, which PostgreSQL
//   cannot store in text or jsonb (422); a path with one names nothing (404);
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

/** The path of each place in `value` that holds a NUL character (a string or an object key). */
function nulPaths(value: unknown, root: string): string[] {
  const found: string[] = [];
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) found.push(path);
    } else if (typeof v === 'object' && v !== null) {
      for (const [key, child] of Object.entries(v)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) found.push(path || 'request');
        else stack.push([child, childPath]);
      }
    }
  }
  return found;
}

function nulErrors(request: FastifyRequest): FieldErrors {
  const errors: FieldErrors = {};
  for (const value of [request.query, request.body]) {
    for (const path of nulPaths(value, '')) {
      errors[path] ??= [`The ${label(path)} must not contain a NUL character.`];
    }
  }
  return errors;
}

export function inputGuards(app: ApiApp): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (nulPaths(request.params, '').length > 0) return done(notFound());
    const errors = nulErrors(request);
    if (Object.keys(errors).length > 0) return done(validationError(errors));
    if (request.routeOptions.schema?.body && !isObject(request.body)) {
      return done(validationError({ request: ['The request body must be a JSON object.'] }));
    }
    done();
  });
}
