// /order: the print configurator. Loads what it configures (by mode) and the config lists,
// then hands over to features/configurator. A failed image load says so and goes to
// /my-account, as the spec asks; a cart item no longer in the cart says so and goes to /cart.
import { Alert } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useConfigLists } from '../data/config-lists';
import { Configurator } from '../features/configurator/configurator';
import { ConfiguratorLoading } from '../features/configurator/configurator-loading';
import { OrderContainer } from '../features/configurator/order-layout';
import type { OrderImage } from '../features/configurator/order-image';
import { useOrderSource } from '../features/configurator/order-source';
import { useContentFields } from '../features/content/content-api';
import { LoadError } from '../features/content/load-error';
import { LoadFailureAlert } from '../features/content/load-failure-alert';
import { useServerMeta } from '../features/content/use-server-meta';
import { formatDate } from '../domain/format';
import { toastError } from '../ui/toast';

export const IMAGE_LOAD_ERROR = 'There was an error loading image data.';
export const CART_ITEM_GONE = 'This item is no longer in your cart.';

export function OrderPage() {
  // Only what picks the image: the configuration params change on every keystroke.
  const {
    mode = 'calculator',
    imageId,
    cartItemId,
  } = useSearch({
    from: '/order',
    select: (s) => ({ mode: s.mode, imageId: s.image_id, cartItemId: s.cart_item_id }),
    structuralSharing: true,
  });
  const navigate = useNavigate();
  const { source, retry } = useOrderSource({ mode, imageId, cartItemId });
  const lists = useConfigLists(`${mode}:${imageId ?? ''}:${cartItemId ?? ''}`);
  const image = source.status === 'ready' ? source.image : null;

  // Out of reach (offline with nothing saved for this image, or the gallery down), the page says
  // so and offers a retry instead of leaving.
  const leaving =
    source.status === 'gone'
      ? 'gone'
      : source.status === 'error' && !source.unreachable && 'failed';
  useEffect(() => {
    if (leaving === 'failed') {
      toastError(IMAGE_LOAD_ERROR);
      void navigate({ to: '/my-account' });
    } else if (leaving === 'gone') {
      toastError(CART_ITEM_GONE);
      void navigate({ to: '/cart', replace: true });
    }
  }, [leaving, navigate]);

  return (
    <OrderContainer>
      <OrderMeta image={image} calculator={mode === 'calculator'} />
      {source.status === 'error' && source.unreachable ? (
        <LoadError error={source.error} onRetry={retry} />
      ) : lists.status === 'error' ? (
        <LoadFailureAlert
          title="The print options could not be loaded"
          error={lists.error}
          onRetry={lists.retry}
        />
      ) : source.status !== 'ready' || lists.status !== 'ready' ? (
        <ConfiguratorLoading mode={mode} image={image} />
      ) : (
        <>
          {lists.fromCache.length > 0 && (
            <Alert color="gray" variant="light" mb="md" role="status">
              The print options could not be refreshed: prices use those saved on{' '}
              {formatDate(new Date(lists.fetchedAt))}.
            </Alert>
          )}
          <Configurator
            key={`${mode}:${source.image.id ?? 'sample'}:${source.cartItem?.id ?? ''}`}
            mode={mode}
            image={source.image}
            cartItem={source.cartItem}
            lists={lists.lists}
          />
        </>
      )}
    </OrderContainer>
  );
}

/**
 * The page's title and description, from the products' content fields: a component of its own,
 * so their answer arriving renders only this, not the configurator (a store update renders at
 * once, in one task).
 */
function OrderMeta({ image, calculator }: { image: OrderImage | null; calculator: boolean }) {
  const fields = useContentFields('products-get-fields').data;
  // The calculator's image is only a sample: the page is the price calculator (spec, checkout).
  useServerMeta(
    fields,
    { title: image?.name, author: image?.artistName },
    { ready: image !== null && !calculator },
  );
  return null;
}
