// The pricing engine off the main thread. It runs the same src/domain code the server re-prices
// with, so both agree. The config lists (several KB) come over once, and again only when they
// change; each price then sends only the options and the buyer.
import { expose } from 'comlink';
import type { ConfigLists } from '../src/domain/config-lists';
import { priceConfiguration } from '../src/domain/pricing/price-configuration';
import type { Buyer } from '../src/domain/pricing/buyer';
import type { PrintOptions } from '../src/domain/print-options';

let lists: ConfigLists | null = null;

export const api = {
  useLists(next: ConfigLists) {
    lists = next;
  },
  price(options: PrintOptions, buyer: Buyer) {
    if (!lists) throw new Error('No config lists: call useLists first.');
    return priceConfiguration(options, lists, buyer);
  },
};

export type PricingApi = typeof api;

expose(api);
