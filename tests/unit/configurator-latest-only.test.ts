// Coalescing: while one run is in flight only the newest request waits; the ones it replaced
// settle as superseded at once; errors reach their own caller; nothing runs twice.
import { describe, expect, it } from 'vitest';
import { latestOnly, microtask } from '../../src/domain/latest-only';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('latestOnly', () => {
  it('runs the first request, then only the newest of those that came meanwhile', async () => {
    const gates: ReturnType<typeof deferred<void>>[] = [];
    const ran: number[] = [];
    const run = latestOnly(async (n: number) => {
      ran.push(n);
      const gate = deferred<void>();
      gates.push(gate);
      await gate.promise;
      return n * 10;
    }, microtask);

    const first = run(1);
    await Promise.resolve();
    const second = run(2);
    const third = run(3);
    const fourth = run(4);
    expect(await second).toEqual({ status: 'superseded' });
    expect(await third).toEqual({ status: 'superseded' });
    gates[0]!.resolve();
    expect(await first).toEqual({ status: 'done', value: 10 });
    await new Promise((r) => setTimeout(r, 0));
    gates[1]!.resolve();
    expect(await fourth).toEqual({ status: 'done', value: 40 });
    expect(ran).toEqual([1, 4]);
    expect(run.dropped).toBe(2);
  });

  it('with the default scheduler, a burst sent in one task renders once', async () => {
    const ran: number[] = [];
    const run = latestOnly((n: number) => {
      ran.push(n);
      return n;
    });
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map((n) => run(n)));
    expect(ran).toEqual([5]);
    expect(outcomes.filter((o) => o.status === 'done')).toEqual([{ status: 'done', value: 5 }]);
  });

  it('rejects only the request whose run failed, and keeps working', async () => {
    const run = latestOnly((n: number) => {
      if (n === 1) throw new Error('boom');
      return n;
    }, microtask);
    await expect(run(1)).rejects.toThrow('boom');
    expect(await run(2)).toEqual({ status: 'done', value: 2 });
  });
});
