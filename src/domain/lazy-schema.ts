// A zod schema built the first time it is used rather than when its module loads. Building a
// schema costs about 0.1 ms a node at full speed; the start of the app loads every contract
// module, a few hundred nodes, of which a page parses a handful. On a slow phone that was a
// quarter of the app's first task (about 170 ms at 4x CPU slowdown), spent on schemas of screens
// the visitor had not opened.
//
// In the browser the value stands in for the schema everywhere (parse, nesting in other schemas,
// .extend, z.infer): every property read is answered by the real schema, built on the first one.
// The server (and its first-paint renderer) builds them at once: it starts once, and its OpenAPI
// document is made by walking schemas with maps keyed by the schema object, where a stand-in and
// the schema it answers for would be two different keys.
import type { z } from 'zod';

const inBrowser = typeof window !== 'undefined';

export function lazySchema<T extends z.ZodType>(build: () => T): T {
  if (!inBrowser) return build();
  let built: T | undefined;
  const real = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key, real()) as unknown,
    has: (_, key) => Reflect.has(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value, real()),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
