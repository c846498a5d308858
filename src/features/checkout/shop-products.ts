// What the 'Add Additional Products' dialog prices with: the products (GET /api/products) and
// the shared config lists (their pricing holds the scan limits and the signed-in discount).
// Loaded once per page life, when the dialog first opens.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, asApiError, type ApiError } from '../../data/api-client';
import { sharedConfigLists } from '../../data/config-lists';
import { productSchema, type ConfigLists, type Product } from '../../domain/config-lists';

export interface ShopProducts {
  products: Product[];
  lists: ConfigLists;
}

async function loadShopProducts(): Promise<ShopProducts> {
  try {
    const [products, config] = await Promise.all([
      api(z.object({ data: z.array(productSchema) }), 'GET', '/api/products'),
      sharedConfigLists(),
    ]);
    return { products: products.data, lists: config.lists };
  } catch (error) {
    throw asApiError(error);
  }
}

export function useShopProducts(enabled: boolean) {
  const query = useQuery<ShopProducts, ApiError>({
    queryKey: ['shop-products'],
    queryFn: loadShopProducts,
    enabled,
    staleTime: Infinity,
  });
  return {
    data: query.data,
    error: query.isFetching ? undefined : (query.error ?? undefined),
    retry: () => void query.refetch(),
  };
}
