// What the configurator configures a print of, by mode: create loads the image; edit loads the
// cart item (guest or server, through cart-actions) and then its image, or says the item is gone
// from the cart (removed, ordered, an old link); calculator prices a drawn sample picture, the
// same every time and at hand offline.
import { useCallback, useEffect, useState } from 'react';
import { ApiError, isNetworkFailure } from '../../data/api-client';
import { peekInitialAnswer, takeInitialAnswer } from '../../data/initial-data';
import { imageDetailSchema } from '../../domain/catalogue';
import type { CartItem } from '../../domain/cart';
import { getCartItem } from '../cart/cart-actions';
import { imageDetail } from '../catalog/catalogue-api';
import { keptWork } from '../portfolio/portfolio-offline';
import { fromCard, type OrderImage, type OrderMode } from './order-image';

export type OrderSource =
  | { status: 'loading' }
  /** `unreachable`: no answer from the gallery (offline, or its server down), so no image. */
  | { status: 'error'; error: unknown; unreachable: boolean }
  | { status: 'gone' }
  | { status: 'ready'; image: OrderImage; cartItem: CartItem | null };

export const SAMPLE_IMAGE: OrderImage = {
  id: null,
  name: 'Sample print',
  artistName: 'Gallery Print Shop',
  artistId: null,
  artistSlug: null,
  category: null,
  ratio: 4 / 3,
  markup: 0,
  web: null,
  large: null,
  preview_image: null,
};

/** The image's details; offline (and not kept by the service worker), an artist's own work. */
async function loadImage(id: number): Promise<OrderImage> {
  try {
    const detail = await imageDetail(id).load();
    return fromCard(detail, detail.markup);
  } catch (error) {
    const kept = isNetworkFailure(error) ? await keptWork(id) : undefined;
    if (!kept) throw error;
    return fromCard(kept, kept.markup);
  }
}

export interface OrderRequest {
  mode: OrderMode;
  imageId: number | undefined;
  cartItemId: number | string | undefined;
}

/** The cart item to edit is not in the visitor's cart. */
class CartItemGone extends Error {}

/** The cart item, or CartItemGone when the cart has no such item (the server says 404). */
async function cartItemToEdit(id: number | string | undefined): Promise<CartItem> {
  const known = Number.isSafeInteger(Number(id)) && Number(id) > 0;
  const item = known
    ? await getCartItem(Number(id)).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      })
    : null;
  if (!item) throw new CartItemGone();
  return item;
}

export async function loadOrderSource(req: OrderRequest): Promise<{
  image: OrderImage;
  cartItem: CartItem | null;
}> {
  // The spec's "fixed sample image": the same drawn picture and proportions every time, so the
  // calculator's sizes and prices do not change with whichever work leads the catalogue.
  if (req.mode === 'calculator') return { image: SAMPLE_IMAGE, cartItem: null };
  if (req.mode === 'edit') {
    const item = await cartItemToEdit(req.cartItemId);
    if (!item.image_id || !item.print_options) throw new Error('Cart item not found.');
    return { image: await loadImage(item.image_id), cartItem: item };
  }
  if (!req.imageId) throw new Error('No image.');
  return { image: await loadImage(req.imageId), cartItem: null };
}

const LOADING: OrderSource = { status: 'loading' };

/**
 * An order page the server painted carries its image's details (src/routes/first-view.ts): the
 * first render shows that artwork at once, without a request, so the painted picture never blinks.
 */
function paintedSource(req: OrderRequest): OrderSource {
  if (req.mode !== 'create' || !req.imageId) return LOADING;
  const detail = imageDetailSchema.safeParse(peekInitialAnswer(imageDetail(req.imageId).key)).data;
  return detail
    ? { status: 'ready', image: fromCard(detail, detail.markup), cartItem: null }
    : LOADING;
}

/** What the page configures, and `retry` to load it again after a failure. */
export function useOrderSource(req: OrderRequest): { source: OrderSource; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${req.mode}:${req.imageId ?? ''}:${req.cartItemId ?? ''}:${attempt}`;
  const [state, setState] = useState(() => ({ key, source: paintedSource(req) }));
  const ready = state.key === key && state.source.status === 'ready';
  useEffect(() => {
    if (ready) {
      // Painted from the page's answer: used up, as the API client would have.
      if (req.imageId) takeInitialAnswer(imageDetail(req.imageId).key);
      return;
    }
    let live = true;
    loadOrderSource({ mode: req.mode, imageId: req.imageId, cartItemId: req.cartItemId }).then(
      (loaded) => live && setState({ key, source: { status: 'ready', ...loaded } }),
      (error: unknown) =>
        live &&
        setState({
          key,
          source:
            error instanceof CartItemGone
              ? { status: 'gone' }
              : { status: 'error', error, unreachable: isNetworkFailure(error) },
        }),
    );
    return () => {
      live = false;
    };
  }, [key, req.mode, req.imageId, req.cartItemId, ready]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { source: state.key === key ? state.source : LOADING, retry };
}
