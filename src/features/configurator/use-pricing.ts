// Prices shown as the input changes, in the same frame: the engine (src/domain/pricing, pure,
// about 30 us) gives a first estimate on the main thread while rendering, and the pricing
// worker's answer confirms it. They run the same code on the same input, so they agree; should
// they ever differ, the worker's answer is shown.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ConfigLists } from '../../domain/config-lists';
import { priceConfiguration } from '../../domain/pricing';
import type { Buyer, ConfigurationPrice } from '../../domain/pricing';
import type { PrintOptions } from '../../domain/print-options';
import { priceLatest, priceOnce } from './pricing-client';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `estimate` until `confirm` answers for it with something else. `estimate` must keep its
 * identity while its input does (memoised): a new one is a new input.
 */
function useConfirmed<T>(estimate: T, confirm: () => Promise<T | undefined>): T {
  const [answer, setAnswer] = useState<{ for: T; value: T } | null>(null);
  useEffect(() => {
    let live = true;
    confirm().then(
      (value) => {
        if (live && value !== undefined && !same(value, estimate)) {
          setAnswer({ for: estimate, value });
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [estimate, confirm]);
  return answer?.for === estimate ? answer.value : estimate;
}

/** The live price of the configuration being edited (null at the preset step). */
export function usePricing(
  options: PrintOptions | null,
  lists: ConfigLists,
  buyer: Buyer,
): ConfigurationPrice | null {
  const estimate = useMemo(
    () => (options ? priceConfiguration(options, lists, buyer) : null),
    [options, lists, buyer],
  );
  // Only the newest of a burst (a typed width, a dragged slider) goes to the worker.
  const confirm = useCallback(
    async () =>
      options
        ? priceLatest({ options, lists, buyer }).then((o) =>
            o.status === 'done' ? o.value : undefined,
          )
        : undefined,
    [options, lists, buyer],
  );
  return useConfirmed(estimate, confirm);
}

/** The totals of several configurations (the preset cards), by key. */
export function useTotals(
  configurations: Record<string, PrintOptions>,
  lists: ConfigLists,
  buyer: Buyer,
): Record<string, number> {
  const estimate = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(configurations).map(([key, options]) => [
          key,
          priceConfiguration(options, lists, buyer).total,
        ]),
      ),
    [configurations, lists, buyer],
  );
  const confirm = useCallback(async () => {
    const entries = Object.entries(configurations);
    const prices = await Promise.all(
      entries.map(([, options]) => priceOnce({ options, lists, buyer })),
    );
    return Object.fromEntries(entries.map(([key], i) => [key, prices[i]!.total]));
  }, [configurations, lists, buyer]);
  return useConfirmed(estimate, confirm);
}
