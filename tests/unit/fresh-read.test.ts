// The public version is read once for requests that arrive together, but never from a read that
// began before a request arrived: that read could miss an edit committed just before it.
import { describe, expect, it } from 'vitest';
import { freshRead } from '../../server/http/fresh-read';

/** A read whose answers the test releases one by one; each answers its start's number. */
function controlledRead() {
  const pending: Array<() => void> = [];
  let started = 0;
  const read = () => {
    const n = ++started;
    return new Promise<number>((resolve) => pending.push(() => resolve(n)));
  };
  const finishNext = async () => {
    pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  const finishAll = async () => {
    while (pending.length > 0) await finishNext();
  };
  return { read, finishNext, finishAll, started: () => started };
}

describe('freshRead', () => {
  it('shares one read among callers that arrive before it starts again', async () => {
    const source = controlledRead();
    const shared = freshRead(source.read);
    const first = shared(); // starts read 1
    const later = [shared(), shared(), shared()]; // arrive during read 1: wait for read 2
    expect(source.started()).toBe(1);
    await source.finishNext();
    expect(await first).toBe(1);
    expect(source.started()).toBe(2);
    await source.finishNext();
    expect(await Promise.all(later)).toEqual([2, 2, 2]);
  });

  it('never answers a caller with a read that began before it called', async () => {
    const source = controlledRead();
    const shared = freshRead(source.read);
    const calls: Array<{ at: number; answer: Promise<number> }> = [];
    for (let step = 0; step < 12; step++) {
      calls.push({ at: source.started(), answer: shared() });
      if (step % 3 === 2) await source.finishNext();
    }
    await source.finishAll();
    for (const call of calls) expect(await call.answer).toBeGreaterThan(call.at);
  });

  it('starts afresh after a failed read', async () => {
    let calls = 0;
    const shared = freshRead(() =>
      ++calls === 1 ? Promise.reject(new Error('gone')) : Promise.resolve(calls),
    );
    await expect(shared()).rejects.toThrow('gone');
    expect(await shared()).toBe(2);
  });
});
