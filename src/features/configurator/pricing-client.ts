// The pricing worker (workers/pricing.worker.ts) through comlink, created once per page and
// shared. Requests are coalesced (latest-only): while one price is on its way, newer requests
// replace each other and only the newest is sent next. If the worker cannot start or stops
// answering, pricing moves to the main thread with the very same engine (well under 1 ms).
import { wrap } from 'comlink';
import type { Remote } from 'comlink';
import type { ConfigLists } from '../../domain/config-lists';
import { latestOnly, microtask } from '../../domain/latest-only';
import type { Outcome } from '../../domain/latest-only';
import { priceConfiguration } from '../../domain/pricing';
import type { Buyer, ConfigurationPrice } from '../../domain/pricing';
import type { PrintOptions } from '../../domain/print-options';
import type { PricingApi } from '../../../workers/pricing.worker';

const WORKER_TIMEOUT_MS = 3000;

export interface PriceRequest {
  options: PrintOptions;
  lists: ConfigLists;
  buyer: Buyer;
}

let remote: Remote<PricingApi> | null = null;
let failed = false;

function worker(): Remote<PricingApi> | null {
  if (failed || typeof Worker === 'undefined') return null;
  if (!remote) {
    try {
      const w = new Worker(new URL('../../../workers/pricing.worker.ts', import.meta.url), {
        type: 'module',
        name: 'pricing',
      });
      w.addEventListener('error', () => {
        failed = true;
        w.terminate();
      });
      remote = wrap<PricingApi>(w);
    } catch {
      failed = true;
      return null;
    }
  }
  return remote;
}

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error('worker timeout')), ms));

/** Prices one configuration: in the worker, or here when the worker is unavailable. */
export async function priceOnce({
  options,
  lists,
  buyer,
}: PriceRequest): Promise<ConfigurationPrice> {
  const w = worker();
  if (w) {
    try {
      return await Promise.race([w.price(options, lists, buyer), timeout(WORKER_TIMEOUT_MS)]);
    } catch {
      failed = true;
    }
  }
  return priceConfiguration(options, lists, buyer);
}

const coalesced = latestOnly((req: PriceRequest) => {
  const start = performance.now();
  return priceOnce(req).then((price) => {
    performance.measure('price-roundtrip', { start, end: performance.now() });
    return price;
  });
}, microtask);

/** The live price: only the newest of a burst of requests is priced. */
export const priceLatest = (req: PriceRequest): Promise<Outcome<ConfigurationPrice>> =>
  coalesced(req);
