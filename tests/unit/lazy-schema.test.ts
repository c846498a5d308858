// @vitest-environment jsdom
// The contract's schemas are built on first use in the browser (src/domain/lazy-schema.ts): a
// screen's start does not pay for the schemas of screens not opened, and a stand-in parses,
// nests and extends as the schema it stands for.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from '../../src/domain/lazy-schema';

describe('lazySchema in the browser', () => {
  it('builds the schema on its first use, once', () => {
    let builds = 0;
    const card = lazySchema(() => {
      builds++;
      return z.object({ id: z.number().int(), name: z.string() });
    });
    expect(builds).toBe(0);
    expect(card.parse({ id: 1, name: 'Dusk' })).toEqual({ id: 1, name: 'Dusk' });
    expect(card.safeParse({ id: 1.5, name: 'Dusk' }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('parses inside another schema with the paths of its fields, and extends', () => {
    const card = lazySchema(() => z.object({ id: z.number().int(), name: z.string() }));
    const page = lazySchema(() => z.object({ data: z.array(card), total: z.number() }));
    const detail = lazySchema(() => card.extend({ keywords: z.string() }));
    const bad = page.safeParse({ data: [{ id: 1, name: 'a' }, { id: 2 }], total: 2 });
    expect(bad.error?.issues.map((i) => i.path)).toEqual([['data', 1, 'name']]);
    expect(detail.parse({ id: 3, name: 'b', keywords: 'sea', extra: 1 })).toEqual({
      id: 3,
      name: 'b',
      keywords: 'sea',
    });
    expect(card instanceof z.ZodObject).toBe(true);
    expect(Object.keys(detail.shape)).toEqual(['id', 'name', 'keywords']);
  });
});
