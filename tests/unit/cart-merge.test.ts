// The guest cart merge: each guest item posted once with its client key and an Idempotency-Key
// derived from it, removed locally only once accepted; an interrupted merge resumes with the
// rest only, and re-sends an item whose answer was lost with the same keys. The network is
// mocked at the api() function.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/data/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));

import type * as ApiClient from '../../src/data/api-client';
import { ApiError, api } from '../../src/data/api-client';
import { localDb } from '../../src/data/local-db';
import { emptyPrintOptions } from '../../src/domain/print-options';
import { addGuestItem, type GuestItemData } from '../../src/features/cart/guest-cart';
import {
  guestItemInput,
  mergeGuestCart,
  mergeIdempotencyKey,
  NOT_MERGED,
} from '../../src/features/cart/merge-guest-cart';
import { notifications } from '@mantine/notifications';
import { SERVER_CART } from '../../src/data/cart-changes';
import { privateKey, queryClient } from '../../src/data/query-client';
import { guestFlagAtom, userAtom } from '../../src/state/session';
import { appStore } from '../../src/state/store';

const apiMock = vi.mocked(api);
const shown: unknown[] = [];
vi.spyOn(notifications, 'show').mockImplementation((n) => {
  shown.push(n);
  return '';
});

function guestPrint(imageId: number, name: string): GuestItemData {
  return {
    quantity: 1,
    image_id: imageId,
    product_id: null,
    description: `${name}, Lustre Photo Paper, 16 x 20 in`,
    image: {
      id: imageId,
      name,
      artist_name: 'Ada Painter',
      preview_image: { path: '/p.jpg', web_path: '/p.jpg' },
    },
    product: null,
    print_options: {
      ...emptyPrintOptions,
      media: 'lustre',
      size: 20,
      printWidth: 16,
      printHeight: 20,
    },
    options: null,
    item_total: 40,
    product_total: 40,
    discount_total: 0,
    total: 40,
    unavailable: null,
    editable: true,
    item_totalOld: null,
    totalOld: null,
  };
}

interface Posted {
  url: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}
const posted = (): Posted[] =>
  apiMock.mock.calls.map(([, , url, options]) => ({
    url,
    body: options?.body as Record<string, unknown>,
    headers: options?.headers ?? {},
  }));

async function seed(...names: string[]) {
  for (const [i, name] of names.entries()) await addGuestItem(guestPrint(i + 1, name));
  return localDb.guestCartItems.orderBy('local_id').toArray();
}

const offline = () => new ApiError(undefined, 'API Error, please try again.');

beforeEach(async () => {
  await localDb.guestCartItems.clear();
  await localDb.setAsideItems.clear();
  apiMock.mockReset();
  appStore.set(guestFlagAtom, 'isGuest');
});

describe('mergeGuestCart', () => {
  it('posts each guest item once with its keys, then empties the guest cart', async () => {
    const rows = await seed('Harbour at Dawn', 'Red Poppies');
    apiMock.mockResolvedValue({ data: {}, price_changed: false });
    const shownCart = privateKey(1, SERVER_CART);
    queryClient.setQueryData(shownCart, {});

    const result = await mergeGuestCart();

    expect(result).toEqual({ merged: 2, rejected: [], complete: true });
    const calls = posted();
    expect(calls.map((c) => c.url)).toEqual(['/api/cart', '/api/cart']);
    expect(calls.map((c) => c.headers['X-Client-Key'])).toEqual(rows.map((r) => r.client_key));
    expect(calls.map((c) => c.headers['Idempotency-Key'])).toEqual(
      rows.map((r) => mergeIdempotencyKey(r.client_key, guestItemInput(r))),
    );
    for (const call of calls) {
      expect(call.body).not.toHaveProperty('local_id');
      expect(call.body).not.toHaveProperty('id');
      expect(call.body).not.toHaveProperty('image');
      // What the guest was shown: a price changed since shows in the cart as what it was.
      expect(call.body).toMatchObject({ item_total: 40, total: 40 });
    }
    expect(await localDb.guestCartItems.count()).toBe(0);
    expect(appStore.get(guestFlagAtom)).toBe('isNotGuest');
    // The signed-in cart on screen reloads with the merged items.
    await vi.waitFor(() => expect(queryClient.getQueryState(shownCart)?.isInvalidated).toBe(true));
  });

  it('resumes an interrupted merge with the remaining items only', async () => {
    const rows = await seed('One', 'Two', 'Three');
    apiMock
      .mockResolvedValueOnce({ data: {}, price_changed: false })
      .mockRejectedValueOnce(offline());

    const first = await mergeGuestCart();
    expect(first).toEqual({ merged: 1, rejected: [], complete: false });
    expect(await localDb.guestCartItems.count()).toBe(2);

    apiMock.mockReset();
    apiMock.mockResolvedValue({ data: {}, price_changed: false });
    const second = await mergeGuestCart();

    expect(second).toEqual({ merged: 2, rejected: [], complete: true });
    expect(posted().map((c) => c.headers['X-Client-Key'])).toEqual([
      rows[1]!.client_key,
      rows[2]!.client_key,
    ]);
    expect(await localDb.guestCartItems.count()).toBe(0);
  });

  it('re-sends an item whose answer was lost with the very same keys', async () => {
    await seed('Lost Answer');
    apiMock.mockRejectedValueOnce(offline());
    await mergeGuestCart();
    apiMock.mockResolvedValueOnce({ data: {}, price_changed: false });
    await mergeGuestCart();

    const [a, b] = posted();
    expect(b!.headers).toEqual(a!.headers);
    expect(b!.body).toEqual(a!.body);
  });

  it('tries a merge stopped by a lost answer again by itself while signed in, once per item', async () => {
    await seed('First', 'Second');
    appStore.set(userAtom, { id: 1 } as never);
    try {
      apiMock
        .mockResolvedValueOnce({ data: {}, price_changed: false })
        .mockRejectedValueOnce(offline())
        .mockResolvedValue({ data: {}, price_changed: false });
      expect((await mergeGuestCart()).complete).toBe(false);

      // Nothing else asks: the merge's own backoff (about 2 s) sends the rest.
      await vi.waitFor(async () => expect(await localDb.guestCartItems.count()).toBe(0), {
        timeout: 4_000,
        interval: 100,
      });
      const [first, lost, again] = posted();
      expect(posted()).toHaveLength(3);
      expect(again!.headers).toEqual(lost!.headers);
      expect(first!.headers['X-Client-Key']).not.toBe(lost!.headers['X-Client-Key']);
    } finally {
      appStore.set(userAtom, null);
    }
  });

  it('sends an item edited since an interrupted merge as a new request under the same client key', async () => {
    const [row] = await seed('Edited Later');
    apiMock.mockRejectedValueOnce(offline());
    await mergeGuestCart();
    await localDb.guestCartItems.update(row!.local_id, { quantity: 3 });
    apiMock.mockResolvedValueOnce({ data: {}, price_changed: false });
    await mergeGuestCart();

    const [a, b] = posted();
    expect(b!.headers['X-Client-Key']).toBe(a!.headers['X-Client-Key']);
    // Not the key of the first version: that would be refused as another request's key, and the
    // edit dropped with the item.
    expect(b!.headers['Idempotency-Key']).not.toBe(a!.headers['Idempotency-Key']);
    expect(b!.body).toMatchObject({ quantity: 3 });
    expect(await localDb.guestCartItems.count()).toBe(0);
  });

  it('sets an item the server refuses for good aside for the account, with why, and goes on', async () => {
    const [refused] = await seed('Milky Way Hills', 'Fine');
    const chosen = { ...(refused!.print_options as object), frame: 'walnut' };
    await localDb.guestCartItems.update(refused!.local_id, { print_options: chosen });
    appStore.set(userAtom, { id: 7 } as never);
    try {
      apiMock
        .mockRejectedValueOnce(
          new ApiError(422, 'The selected frame is invalid.', {
            'print_options.frame': ['The selected frame is invalid.'],
          }),
        )
        .mockResolvedValueOnce({ data: {}, price_changed: false });

      const result = await mergeGuestCart();

      expect(result).toEqual({ merged: 1, rejected: ['Milky Way Hills'], complete: true });
      expect(await localDb.guestCartItems.count()).toBe(0);
      // Kept, as chosen, for this account to edit or remove: not lost.
      const [kept, ...more] = await localDb.setAsideItems.toArray();
      expect(more).toEqual([]);
      expect(kept).toMatchObject({
        userId: 7,
        image_id: 1,
        client_key: refused!.client_key,
        print_options: chosen,
        reason: 'The frame chosen is no longer offered.',
      });
      // ...and said to the buyer, who would otherwise find it gone without a word.
      expect(shown).toContainEqual(
        expect.objectContaining({ message: NOT_MERGED(['Milky Way Hills']), color: 'red' }),
      );
      expect(NOT_MERGED(['Milky Way Hills'])).toBe(
        "Not added to your cart, as it is no longer available as chosen: 'Milky Way Hills'. Your cart page keeps it for you to edit or remove.",
      );
    } finally {
      appStore.set(userAtom, null);
    }
  });

  it('stops on a lost session and keeps every item for the next run', async () => {
    await seed('One', 'Two');
    apiMock.mockRejectedValue(new ApiError(401, 'Unauthenticated.'));

    const result = await mergeGuestCart();

    expect(result.complete).toBe(false);
    expect(apiMock).toHaveBeenCalledTimes(1);
    expect(await localDb.guestCartItems.count()).toBe(2);
    expect(appStore.get(guestFlagAtom)).toBe('isGuest');
  });

  it('shares one run between concurrent calls', async () => {
    await seed('One', 'Two');
    apiMock.mockResolvedValue({ data: {}, price_changed: false });

    const [a, b] = await Promise.all([mergeGuestCart(), mergeGuestCart()]);

    expect(a).toBe(b);
    expect(apiMock).toHaveBeenCalledTimes(2);
  });

  it('does nothing but set the flag when there is no guest cart', async () => {
    expect(await mergeGuestCart()).toEqual({ merged: 0, rejected: [], complete: true });
    expect(apiMock).not.toHaveBeenCalled();
    expect(appStore.get(guestFlagAtom)).toBe('isNotGuest');
  });
});

describe('guestItemInput', () => {
  it('sends a print as image, quantity, options, description and the price shown', async () => {
    const [row] = await seed('Harbour');
    expect(guestItemInput(row!)).toEqual({
      image_id: 1,
      quantity: 1,
      print_options: row!.print_options,
      description: 'Harbour, Lustre Photo Paper, 16 x 20 in',
      item_total: 40,
      total: 40,
    });
  });

  it('sends an additional product with its measurements', () => {
    const row = {
      ...guestPrint(0, 'x'),
      image_id: null,
      image: null,
      product_id: 7,
      print_options: null,
      options: { width: 10, height: 8 },
      description: 'Scan',
      client_key: 'k-1234567890',
      created_at: '',
    };
    expect(guestItemInput(row)).toEqual({
      product_id: 7,
      quantity: 1,
      description: 'Scan',
      options: { width: 10, height: 8 },
      item_total: 40,
      total: 40,
    });
  });
});
