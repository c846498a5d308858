// The live price of the configuration, priced in the pricing worker with coalescing (see
// pricing-client.ts). The last price stays shown while a newer one is on its way.
import { useEffect, useState } from 'react';
import type { ConfigLists } from '../../domain/config-lists';
import type { Buyer, ConfigurationPrice } from '../../domain/pricing';
import type { PrintOptions } from '../../domain/print-options';
import { priceLatest } from './pricing-client';

export interface LivePrice {
  price: ConfigurationPrice | null;
  /** A newer price is being computed. */
  pending: boolean;
}

export function usePricing(
  options: PrintOptions | null,
  lists: ConfigLists,
  buyer: Buyer,
): LivePrice {
  const [state, setState] = useState<{ price: ConfigurationPrice | null; for: unknown }>({
    price: null,
    for: null,
  });
  useEffect(() => {
    if (!options) return;
    let live = true;
    priceLatest({ options, lists, buyer }).then(
      (outcome) => {
        if (live && outcome.status === 'done') setState({ price: outcome.value, for: options });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [options, lists, buyer]);
  return { price: options ? state.price : null, pending: state.for !== options };
}
