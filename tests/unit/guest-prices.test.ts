// A guest's cart keeps the server's answer about its prices with each item: the new figures and
// what they were, or why the item cannot be ordered; an item changed while the question was out
// keeps what it has, and with no answer every item keeps its figures.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb, type GuestCartItemRow } from '../../src/data/local-db';
import { emptyPrintOptions } from '../../src/domain/print-options';
import type { GuestItemPrice } from '../../src/domain/cart';
import { readGuestCart } from '../../src/features/cart/guest-cart';
import { checkGuestPrices } from '../../src/features/cart/guest-prices';

const row = (image_id: number, unit: number): GuestCartItemRow => ({
  client_key: `key-${image_id}`,
  quantity: 2,
  image_id,
  product_id: null,
  description: '',
  // As the configurator stores it: with the price lines it was priced with.
  print_options: {
    ...emptyPrintOptions,
    media: 'lustre',
    size: 20,
    products: [{ description: 'Lustre Photo Paper', price: unit }],
    markup: 0,
  },
  options: null,
  image: { id: image_id, name: `Work ${image_id}` },
  product: null,
  item_total: unit,
  product_total: unit * 2,
  discount_total: 0,
  total: unit * 2,
  item_totalOld: null,
  totalOld: null,
  unavailable: null,
  editable: true,
  created_at: '2026-12-01T00:00:00.000Z',
});

let sent: unknown[] = [];
let answer: (items: unknown[]) => Promise<Response>;

beforeEach(async () => {
  await localDb.guestCartItems.clear();
  sent = [];
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=tok', getElementById: () => null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = input instanceof Request ? await input.text() : (init?.body as string);
      const { items } = JSON.parse(body) as { items: unknown[] };
      sent = items;
      return answer(items);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const raised: GuestItemPrice = {
  price: {
    item_total: 21,
    product_total: 42,
    discount_total: 0,
    total: 42,
    item_totalOld: 20,
    totalOld: 40,
  },
  unavailable: null,
  editable: true,
};
const withdrawn: GuestItemPrice = {
  price: null,
  unavailable: 'This artwork is no longer available for order. Please remove it from your cart.',
  editable: false,
};

describe('checking a guest cart against the shop’s prices', () => {
  it('keeps the new figures with what they were, and why an item cannot be ordered', async () => {
    await localDb.guestCartItems.bulkAdd([row(1, 20), row(2, 30)]);
    answer = () => Promise.resolve(Response.json({ data: [raised, withdrawn] }));
    await checkGuestPrices();

    expect(sent).toMatchObject([
      { image_id: 1, item_total: 20, total: 40 },
      { image_id: 2, item_total: 30, total: 60 },
    ]);
    const cart = await readGuestCart();
    expect(cart.cart_items).toMatchObject([
      { item_total: 21, total: 42, item_totalOld: 20, totalOld: 40, unavailable: null },
      { item_total: 30, total: 60, unavailable: withdrawn.unavailable, editable: false },
    ]);
    // The totals are what an order would come to: the withdrawn work is not in them.
    expect(cart.grand_total).toBe(42);

    // Only what pricing needs is sent: not the price lines kept with each print.
    expect(sent[0]).not.toHaveProperty('print_options.products');

    // Asked again, the guest's agreed price is still the one sent, so the notice stays.
    answer = () => Promise.resolve(Response.json({ data: [raised, withdrawn] }));
    await checkGuestPrices();
    expect(sent).toMatchObject([{ item_total: 20, total: 40 }, { item_total: 30 }]);

    // Once it cannot be ordered, the line says so, and no longer what its price was.
    answer = () => Promise.resolve(Response.json({ data: [withdrawn, withdrawn] }));
    await checkGuestPrices();
    expect((await readGuestCart()).cart_items[0]).toMatchObject({
      unavailable: withdrawn.unavailable,
      item_totalOld: null,
      totalOld: null,
    });
  });

  it('leaves an item edited while the question was out, and everything when there is no answer', async () => {
    const [first] = await localDb.guestCartItems.bulkAdd([row(1, 20), row(2, 30)], {
      allKeys: true,
    });
    answer = async () => {
      await localDb.guestCartItems.update(first, { quantity: 3, total: 60 });
      return Response.json({ data: [raised, raised] });
    };
    await checkGuestPrices();
    const [edited, other] = (await readGuestCart()).cart_items;
    expect(edited).toMatchObject({ quantity: 3, item_total: 20, total: 60, item_totalOld: null });
    expect(other).toMatchObject({ item_total: 21, item_totalOld: 20 });

    await localDb.guestCartItems.clear();
    await localDb.guestCartItems.add(row(1, 20));
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(checkGuestPrices()).rejects.toThrow();
    expect((await readGuestCart()).cart_items).toMatchObject([{ item_total: 20, total: 40 }]);
  });
});
