// The worker's API answered over a real MessageChannel through comlink, as in the browser:
// what crosses postMessage must give the very price the server computes.
import { expose, wrap } from 'comlink';
import type { Remote } from 'comlink';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { priceAdditionalProduct, priceConfiguration } from '../../../src/domain/pricing';
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
    await fc.assert(
      fc.asyncProperty(printOptionsArb, buyerArb, async (o, b) => {
        expect(await remote.price(o, seed, b)).toEqual(priceConfiguration(o, seed, b));
      }),
      { numRuns: 30 },
    );
  });

  it('prices additional products as the server does', async () => {
    const product = { id: 7, name: 'Scan', unit_price: 0.25, calculation_type: 'scan' as const };
    const input = { quantity: 2, width: 24, height: 30 };
    const buyer = { signedIn: true, wholesale: false, isImageArtist: false, imageMarkup: 0 };
    const expected = priceAdditionalProduct(product, input, seed, buyer);
    expect(await remote.priceAdditional(product, input, seed, buyer)).toEqual(expected);
    // 24 x 30 = 720 x 0.25 = 180, clamped to 150; x 2 = 300; signed in: 30 off
    expect(expected.line).toMatchObject({ unitPrice: 150, productTotal: 300, total: 270 });
  });
});
