// The current cart, whoever is using the app. A guest's cart is a live query over IndexedDB, so
// every open tab follows every change; a signed-in user's comes from GET /api/cart and reloads
// when a cart write bumps cartVersionAtom or the user changes. CartBadgeSync (mounted once in
// the layout) keeps the header badge current and resumes a guest-cart merge that a closed tab
// or a lost connection interrupted.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from '../../data/api-client';
import { localDb } from '../../data/local-db';
import { withOfflineCopy } from '../../data/offline-copies';
import { cartSchema, type Cart } from '../../domain/cart';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { cartCountAtom, cartVersionAtom } from '../../state/cart';
import { onlineAtom } from '../../state/online';
import { userAtom, userLoadingAtom } from '../../state/session';
import { currentUser } from '../auth/current-user';
import { readGuestCart } from './guest-cart';
import { mergeGuestCart } from './merge-guest-cart';

export interface CartState {
  /** Undefined until the first answer (or while the user is still being looked up). */
  cart: Cart | undefined;
  loading: boolean;
  /** The last server load failed (offline, server error); `cart` keeps the last good answer. */
  error: ApiError | null;
  signedIn: boolean;
  reload: () => void;
}

// Several components may ask for the same cart at once (badge, page): one request per version.
let inflight: { key: string; promise: Promise<Cart> } | null = null;
function loadServerCart(key: string, userId: number): Promise<Cart> {
  if (inflight?.key === key) return inflight.promise;
  // Offline, the cart last seen by this user (the writes made since wait in the outbox).
  const promise = withOfflineCopy(`cart:${userId}`, cartSchema, () =>
    api(cartSchema, 'GET', '/api/cart'),
  );
  const entry = { key, promise };
  inflight = entry;
  // Forget it shortly after it settles, so a screen opened later asks the server again.
  const forget = () =>
    setTimeout(() => {
      if (inflight === entry) inflight = null;
    }, 1000);
  promise.then(forget, forget);
  return promise;
}

interface ServerAnswer {
  key: string;
  userId: number;
  cart?: Cart;
  error?: ApiError;
}

export function useCart(): CartState {
  const user = useAtomValue(userAtom);
  const userLoading = useAtomValue(userLoadingAtom);
  const version = useAtomValue(cartVersionAtom);
  const bump = useSetAtom(cartVersionAtom);
  const signedIn = user !== null;
  const key = user ? `${user.id}:${version}` : null;

  // Whose cart it is must be known: on a public page nothing may have asked yet.
  useEffect(() => {
    if (userLoading) currentUser().catch(() => undefined);
  }, [userLoading]);

  const guestCart = useLiveQuery(() => (signedIn ? undefined : readGuestCart()), [signedIn]);

  const [answer, setAnswer] = useState<ServerAnswer | null>(null);
  useEffect(() => {
    if (!key || !user) return;
    let live = true;
    const userId = user.id;
    loadServerCart(key, userId).then(
      (cart) => live && setAnswer({ key, userId, cart }),
      (error: unknown) =>
        live &&
        setAnswer((previous) => ({
          key,
          userId,
          // Keep showing the last good cart of this user while offline.
          cart: previous?.userId === userId ? previous.cart : undefined,
          error: error instanceof ApiError ? error : new ApiError(undefined, String(error)),
        })),
    );
    return () => {
      live = false;
    };
  }, [key, user]);

  const reload = useCallback(() => bump((v) => v + 1), [bump]);

  if (userLoading) return { cart: undefined, loading: true, error: null, signedIn, reload };
  if (!user)
    return { cart: guestCart, loading: guestCart === undefined, error: null, signedIn, reload };
  const mine = answer?.userId === user.id ? answer : null;
  return {
    cart: mine?.cart,
    loading: mine?.key !== key,
    error: mine?.key === key ? (mine.error ?? null) : null,
    signedIn,
    reload,
  };
}

/** Keeps the header badge equal to the cart's total_items; mount once, in the layout. */
export function CartBadgeSync(): null {
  const { cart, signedIn } = useCart();
  const setCount = useSetAtom(cartCountAtom);
  const online = useAtomValue(onlineAtom);
  useEffect(() => {
    if (cart) setCount(cart.total_items);
  }, [cart, setCount]);

  // Guest items left in IndexedDB while signed in are a merge that did not finish: resume it
  // (the server recognises items it already took by their client key).
  const leftover = useLiveQuery(() => localDb.guestCartItems.count(), [], 0);
  useEffect(() => {
    if (signedIn && online && leftover > 0) mergeGuestCart().catch(() => undefined);
  }, [signedIn, online, leftover]);
  return null;
}
