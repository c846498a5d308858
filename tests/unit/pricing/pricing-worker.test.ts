// The worker's API answered over a real MessageChannel through comlink, as in the browser:
// what crosses postMessage must give the very price the server computes, with the config lists
// sent once and kept until new ones come.
import { expose, wrap } from 'comlink';
import type { Remote } from 'comlink';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyPreset } from '../../../src/domain/configurator-rules';
import { priceConfiguration } from '../../../src/domain/pricing';
import { emptyPrintOptions } from '../../../src/domain/print-options';
import { demoConfigLists as seed } from '../../../server/db/seed/config-lists-data';
import type { PricingApi } from '../../../workers/pricing.worker';
import { buyerArb, printOptionsArb } from './arbitraries';

let channel: MessageChannel;
let remote: Remote<PricingApi>;

beforeAll(async () => {
  // The module exposes itself on the worker's global scope when loaded; give Node one.
  vi.stubGlobal('addEventListener', () => undefined);
  const { api } = await import('../../../workers/pricing.worker');
  channel = new MessageChannel();
  expose(api, channel.port1);
  remote = wrap<PricingApi>(channel.port2);
});

afterAll(() => {
  channel.port1.close();
  channel.port2.close();
  vi.unstubAllGlobals();
});

describe('pricing worker', () => {
  it('prices as the server does', async () => {
    await remote.useLists(seed);
    await fc.assert(
      fc.asyncProperty(printOptionsArb, buyerArb, async (o, b) => {
        expect(await remote.price(o, b)).toEqual(priceConfiguration(o, seed, b));
      }),
      { numRuns: 30 },
    );
  });

  it('prices with the newest lists it was sent', async () => {
    const options = applyPreset(emptyPrintOptions, seed.presets[0]!, 1.5, seed);
    const buyer = { signedIn: false, wholesale: false, isImageArtist: false, imageMarkup: 0 };
    const dearer = {
      ...seed,
      medias: seed.medias.map((m) => ({ ...m, pricePerSqIn: m.pricePerSqIn * 2 })),
    };
    await remote.useLists(seed);
    const before = await remote.price(options, buyer);
    await remote.useLists(dearer);
    const after = await remote.price(options, buyer);
    expect(after).toEqual(priceConfiguration(options, dearer, buyer));
    expect(after.total).toBeGreaterThan(before.total);
  });
});
