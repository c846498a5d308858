// The pricing engine off the main thread, so typing a width or dragging a control never
// waits on it. It runs the same src/domain code the server re-prices with, so both agree.
import { expose } from 'comlink';
import type { ConfigLists, Product } from '../src/domain/config-lists';
import { priceAdditionalProduct, priceConfiguration } from '../src/domain/pricing';
import type { AdditionalProductInput, Buyer } from '../src/domain/pricing';
import type { PrintOptions } from '../src/domain/print-options';

export const api = {
  price(options: PrintOptions, lists: ConfigLists, buyer: Buyer) {
    return priceConfiguration(options, lists, buyer);
  },
  priceAdditional(
    product: Product | undefined,
    input: AdditionalProductInput,
    lists: ConfigLists,
    buyer: Buyer,
  ) {
    return priceAdditionalProduct(product, input, lists, buyer);
  },
};

export type PricingApi = typeof api;

expose(api);
