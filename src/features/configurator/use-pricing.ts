// The live price of the configuration, priced in the pricing worker with coalescing (see
// pricing-client.ts). The last price stays shown while a newer one is on its way.
// `prime` sends a request the moment the options change (from the control's handler), before
// React renders them, so the answer is usually back before the render is; the effect then
// finds that request already on its way and does not send it twice.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConfigLists } from '../../domain/config-lists';
import type { Buyer, ConfigurationPrice } from '../../domain/pricing';
import type { PrintOptions } from '../../domain/print-options';
import { priceLatest } from './pricing-client';

export interface LivePrice {
  price: ConfigurationPrice | null;
  /** A newer price is being computed. */
  pending: boolean;
  prime: (options: PrintOptions | null) => void;
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
  const latest = useRef<{ options: PrintOptions; lists: ConfigLists; buyer: Buyer } | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const prime = useCallback(
    (next: PrintOptions | null) => {
      if (!next) return;
      const l = latest.current;
      if (l && l.options === next && l.lists === lists && l.buyer === buyer) return;
      const request = { options: next, lists, buyer };
      latest.current = request;
      priceLatest(request).then(
        (outcome) => {
          if (!mounted.current || outcome.status !== 'done' || latest.current !== request) return;
          setState({ price: outcome.value, for: next });
        },
        () => undefined,
      );
    },
    [lists, buyer],
  );

  useEffect(() => prime(options), [options, prime]);
  return { price: options ? state.price : null, pending: state.for !== options, prime };
}
