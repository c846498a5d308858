// An Idempotency-Key's request hash is the hash of the body as JSON.stringify writes it (keys
// stored before this walk still match), computed without recursion.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashJson } from '../../server/http/idempotency';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const walked = (value: unknown) => hashJson(createHash('sha256'), value).digest('hex');

describe('idempotency request hash', () => {
  it('hashes any JSON body exactly as JSON.stringify writes it', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (value) => {
        expect(walked(value)).toBe(sha(JSON.stringify(value)));
      }),
      { numRuns: 300, seed: 20261125 },
    );
  });

  it('hashes a 100,000-deep body without overflowing the stack', () => {
    const text = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(walked(JSON.parse(text))).toBe(sha(text));
  });
});
