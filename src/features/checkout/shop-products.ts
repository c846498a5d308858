// What the 'Add Additional Products' dialog prices with: the products (GET /api/products) and
// the shared config lists (their pricing holds the scan limits and the signed-in discount).
// Loaded once per page life, when the dialog first opens.
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { ApiError, api } from '../../data/api-client';
import { sharedConfigLists } from '../../data/config-lists';
import { productSchema, type ConfigLists, type Product } from '../../domain/config-lists';

export interface ShopProducts {
  products: Product[];
  lists: ConfigLists;
}

let loaded: Promise<ShopProducts> | null = null;

function loadShopProducts(): Promise<ShopProducts> {
  loaded ??= Promise.all([
    api(z.object({ data: z.array(productSchema) }), 'GET', '/api/products'),
    sharedConfigLists(),
  ]).then(
    ([products, config]) => ({ products: products.data, lists: config.lists }),
    (error: unknown) => {
      loaded = null;
      throw error;
    },
  );
  return loaded;
}

export function useShopProducts(enabled: boolean) {
  const [state, setState] = useState<{ data?: ShopProducts; error?: ApiError }>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadShopProducts().then(
      (data) => live && setState({ data }),
      (error: unknown) =>
        live &&
        setState({
          error: error instanceof ApiError ? error : new ApiError(undefined, String(error)),
        }),
    );
    return () => {
      live = false;
    };
  }, [enabled, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
