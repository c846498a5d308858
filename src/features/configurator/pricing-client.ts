// The pricing worker (workers/pricing.worker.ts) through comlink, created once per page and
// shared. The config lists cross postMessage once, and again only when they change; a price
// request then carries only the options and the buyer. Requests are coalesced (latest-only):
// while one price is on its way, newer requests replace each other and only the newest is sent
// next. If the worker cannot start, pricing moves to the main thread with the very same engine
// (about 30 us); a slow answer moves only that one call there.
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

/** Where a price is computed when the worker cannot answer. */
type Fallback = (options: PrintOptions, lists: ConfigLists, buyer: Buyer) => ConfigurationPrice;

/**
 * Prices through `spawn`'s worker, started on first use. A worker that cannot start or reports
 * an error is given up for good; one that is merely slow (a busy phone, a cold start) only loses
 * that one call to the main thread after `timeoutMs`, and the next call tries it again.
 */
export function pricingClient(
  spawn: () => Remote<PricingApi>,
  fallback: Fallback,
  timeoutMs = WORKER_TIMEOUT_MS,
) {
  let remote: Remote<PricingApi> | null = null;
  let broken = false;
  let sentLists: ConfigLists | null = null;

  function worker(): Remote<PricingApi> | null {
    if (broken) return null;
    try {
      remote ??= spawn();
    } catch {
      broken = true;
    }
    return remote;
  }

  function answerInTime(w: Remote<PricingApi>, req: PriceRequest): Promise<ConfigurationPrice> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('worker timeout')), timeoutMs);
    });
    // Messages arrive in order: the lists are in place before the price is asked for.
    if (req.lists !== sentLists) {
      sentLists = req.lists;
      w.useLists(req.lists).catch(() => undefined);
    }
    return Promise.race([w.price(req.options, req.buyer), late]).finally(() => clearTimeout(timer));
  }

  return {
    async priceOnce(req: PriceRequest): Promise<ConfigurationPrice> {
      const w = worker();
      if (w) {
        try {
          return await answerInTime(w, req);
        } catch {
          // Late or failed: this price is computed here; the worker gets the next call.
        }
      }
      return fallback(req.options, req.lists, req.buyer);
    },
    /** The worker reported an error: every later price is computed on the main thread. */
    giveUp() {
      broken = true;
      remote = null;
      sentLists = null;
    },
  };
}

const client = pricingClient(() => {
  if (typeof Worker === 'undefined') throw new Error('no workers here');
  const w = new Worker(new URL('../../../workers/pricing.worker.ts', import.meta.url), {
    type: 'module',
    name: 'pricing',
  });
  w.addEventListener('error', () => {
    client.giveUp();
    w.terminate();
  });
  return wrap<PricingApi>(w);
}, priceConfiguration);

/** Prices one configuration: in the worker, or here when the worker is unavailable or slow. */
export const priceOnce = (req: PriceRequest): Promise<ConfigurationPrice> => client.priceOnce(req);

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
