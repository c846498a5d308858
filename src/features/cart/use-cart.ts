// The current cart, whoever is using the app. A guest's cart is a live query over IndexedDB, so
// every open tab follows every change; a signed-in user's comes from GET /api/cart through the
// app's query cache, and reloads when a cart write in any tab marks it out of date
// (data/cart-changes.ts) or the user changes.
// CartBadgeSync (mounted once in the layout) keeps the header badge current (counting the items
// still waiting to be sent), asks the service worker to keep what editing an item needs offline,
// and resumes a guest-cart merge that a closed tab or a lost connection interrupted.
import { useLiveQuery } from 'dexie-react-hooks';
import { queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../data/api-client';
import { SERVER_CART } from '../../data/cart-changes';
import { privateKey } from '../../data/query-client';
import { shareRowsById } from '../../data/share-rows';
import { keepForOffline } from '../../data/keep-for-offline';
import { localStorageFailure } from '../../data/local-storage-failure';
import { withOfflineCopy } from '../../data/offline-copies';
import { cartSchema, type Cart } from '../../domain/cart';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { cartCountAtom } from '../../state/cart';
import { onlineAtom } from '../../state/online';
import { userAtom, userLoadingAtom } from '../../state/session';
import { currentUser } from '../auth/current-user';
import { cartCopyKey } from './cart-actions';
import { hintGuestCart } from './cart-hint';
import { lastGuestCart, readGuestCart } from './guest-cart';
import { useGuestItemCount } from './guest-item-count';
import { mergeGuestCart } from './merge-guest-cart';
import {
  type CountedWrites,
  EMPTY_QUEUE,
  itemsWithWaitingWrites,
  type QueueSnapshot,
  snapshotCartWrites,
  usePendingWrites,
  writesToCount,
} from './pending-writes';

export interface CartState {
  /** Undefined until the first answer (or while the user is still being looked up). */
  cart: Cart | undefined;
  loading: boolean;
  /** The last server load failed (offline, server error); `cart` keeps the last good answer. */
  error: ApiError | null;
  signedIn: boolean;
  /** The cart writes that waited in the outbox when `cart` was asked for (none for a guest). */
  queueAtLoad: QueueSnapshot;
  reload: () => void;
}

type GuestRead = { cart: Cart } | { failure: ApiError };

interface Loaded {
  cart: Cart;
  queueAtLoad: QueueSnapshot;
}

/** A reloaded cart keeps the objects of its unchanged lines, so their cards do not render again. */
export function shareCartLines(old: unknown, next: unknown): unknown {
  const before = old as Loaded | undefined;
  const after = next as Loaded;
  const cart_items = shareRowsById(before?.cart.cart_items, after.cart.cart_items);
  const shared = { ...after, cart: { ...after.cart, cart_items } };
  // The same lines: the rest shared as usual, so an unchanged answer is the loaded one.
  return before && cart_items === before.cart.cart_items
    ? replaceEqualDeep(before, shared)
    : { ...shared, queueAtLoad: replaceEqualDeep(before?.queueAtLoad, after.queueAtLoad) };
}

/** A signed-in user's cart in the app's query cache; cart-changes.ts marks it out of date. */
const serverCartQuery = (userId: number) =>
  queryOptions<Loaded, ApiError>({
    queryKey: privateKey(userId, SERVER_CART),
    queryFn: async () => {
      try {
        // Read before asking: whatever left the queue since then is in the answer.
        const queueAtLoad = await snapshotCartWrites(userId);
        // Offline, the cart last seen by this user (the writes made since wait in the outbox).
        const cart = await withOfflineCopy(cartCopyKey(userId), cartSchema, () =>
          api(cartSchema, 'GET', '/api/cart'),
        );
        return { cart, queueAtLoad };
      } catch (error) {
        throw error instanceof ApiError ? error : new ApiError(undefined, String(error));
      }
    },
    // The badge and the page ask together: one request. A screen opened later asks again.
    staleTime: 1000,
    structuralSharing: shareCartLines,
  });

export function useCart(): CartState {
  const user = useAtomValue(userAtom);
  const userLoading = useAtomValue(userLoadingAtom);
  const signedIn = user !== null;
  const [guestAttempt, setGuestAttempt] = useState(0);

  // Whose cart it is must be known: on a public page nothing may have asked yet.
  useEffect(() => {
    if (userLoading) currentUser().catch(() => undefined);
  }, [userLoading]);

  // A guest's cart is this browser's storage: when the browser lets the shop store nothing, the
  // cart says so (the hook would throw the failure during render, leaving the screen blank).
  const lastRead = signedIn ? undefined : lastGuestCart();
  const guestRead = useLiveQuery(
    (): Promise<GuestRead> | undefined =>
      signedIn
        ? undefined
        : readGuestCart().then(
            (cart) => ({ cart }),
            (error: unknown) => ({
              failure: new ApiError(500, localStorageFailure(error) ?? String(error)),
            }),
          ),
    [signedIn, guestAttempt],
    lastRead && { cart: lastRead },
  );

  const server = useQuery({ ...serverCartQuery(user?.id ?? 0), enabled: signedIn });
  const { refetch } = server;
  const reload = useCallback(() => {
    if (signedIn) void refetch();
    else setGuestAttempt((n) => n + 1);
  }, [signedIn, refetch]);

  const nothing = { error: null, signedIn, queueAtLoad: EMPTY_QUEUE, reload };
  if (userLoading) return { cart: undefined, loading: true, ...nothing };
  if (!user) {
    if (guestRead && 'failure' in guestRead) {
      return { cart: undefined, loading: false, ...nothing, error: guestRead.failure };
    }
    return { cart: guestRead?.cart, loading: guestRead === undefined, ...nothing };
  }
  return {
    cart: server.data?.cart,
    queueAtLoad: server.data?.queueAtLoad ?? EMPTY_QUEUE,
    loading: server.isFetching,
    error: server.isFetching ? null : server.error,
    signedIn,
    reload,
  };
}

/** Keeps the header badge equal to the cart's items, waiting ones included; mount once. */
export function CartBadgeSync(): null {
  const { cart, queueAtLoad, signedIn } = useCart();
  const waiting = usePendingWrites('cart');
  const setCount = useSetAtom(cartCountAtom);
  const online = useAtomValue(onlineAtom);
  // A write just sent leaves the queue before the cart that holds it has loaded (in another tab
  // its removal may even be seen before the news of it): it still counts with the cart loaded
  // before it was sent, so the count never dips for a moment.
  const counted = useRef<CountedWrites | null>(null);
  useEffect(() => {
    if (!cart) return;
    counted.current = writesToCount(counted.current, cart, queueAtLoad, waiting);
    setCount(itemsWithWaitingWrites(cart, counted.current.rows));
  }, [cart, queueAtLoad, waiting, setCount]);

  // Edit opens the configurator, which needs each image's details and picture: keep them.
  useEffect(() => {
    if (!signedIn || !cart) return;
    keepForOffline(
      cart.cart_items.flatMap((i) =>
        i.image ? [`/api/images/${i.image.id}`, i.image.preview_image.web_path] : [],
      ),
    );
  }, [signedIn, cart]);

  // Guest items left in IndexedDB while signed in are a merge that did not finish: resume it
  // (the server recognises items it already took by their client key).
  const guestItems = useGuestItemCount();
  useEffect(() => {
    if (signedIn && online && guestItems) mergeGuestCart().catch(() => undefined);
  }, [signedIn, online, guestItems]);
  // Whether a guest's cart is empty, for the server's first paint of the cart (cart-hint.ts).
  useEffect(() => {
    if (guestItems !== undefined) hintGuestCart(guestItems === 0);
  }, [guestItems]);
  return null;
}
