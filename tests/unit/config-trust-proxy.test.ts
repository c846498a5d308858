// TRUST_PROXY: which proxies' X-Forwarded-For the rate limits believe. `false` trusts none (the
// shop faces the internet itself), so a client cannot pick its own address for the limits.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

const config = (TRUST_PROXY?: string) =>
  loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'trust-proxy-')),
    SESSION_SECRET: 'x'.repeat(40),
    ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }),
  });

describe('TRUST_PROXY', () => {
  it('trusts the proxy on this machine by default', () => {
    expect(config().trustProxy).toBe('loopback');
  });

  it('trusts no proxy when false', () => {
    expect(config('false').trustProxy).toBe(false);
  });

  it('trusts a number of hops', () => {
    const trust = config('1').trustProxy as (address: string, hop: number) => boolean;
    expect([trust('10.0.0.1', 0), trust('10.0.0.2', 1)]).toEqual([true, false]);
  });
});
