// A reloaded cart keeps the objects of the lines it already had, wherever they moved, so the
// memoised cards of a long cart do not all render again when one line above them goes (a
// 1,000-line cart took a second's long task on every Delete).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { shareRowsById } from '../../src/data/share-rows';
import type { Cart, CartItem } from '../../src/domain/cart';
import { EMPTY_QUEUE } from '../../src/features/cart/pending-writes';
import { shareCartLines } from '../../src/features/cart/use-cart';

const line = (id: number, quantity = 1) =>
  ({ id, quantity, image_id: id, print_options: { media: 'lustre' } }) as unknown as CartItem;
const cartOf = (items: CartItem[]): Cart => ({
  cart_items: items,
  total_items: items.length,
  product_total: items.length * 10,
  discount_total: 0,
  grand_total: items.length * 10,
});
/** The cart as a new answer brings it: every object new. */
const answer = (items: CartItem[]) => ({
  cart: structuredClone(cartOf(items)),
  queueAtLoad: EMPTY_QUEUE,
});

describe('a reloaded cart', () => {
  const lines = [line(1), line(2), line(3), line(4)];
  const loaded = answer(lines);

  it('keeps every other line when the first is deleted', () => {
    const next = shareCartLines(loaded, answer(lines.slice(1))) as typeof loaded;
    expect(next.cart.cart_items).toHaveLength(3);
    next.cart.cart_items.forEach((item, i) => expect(item).toBe(loaded.cart.cart_items[i + 1]));
    expect(next.cart.grand_total).toBe(30);
  });

  it('gives a changed line a new object and keeps the rest', () => {
    const changed = [line(1), line(2, 5), line(3), line(4)];
    const next = shareCartLines(loaded, answer(changed)) as typeof loaded;
    expect(next.cart.cart_items[1]).not.toBe(loaded.cart.cart_items[1]);
    expect(next.cart.cart_items[1]!.quantity).toBe(5);
    for (const i of [0, 2, 3]) expect(next.cart.cart_items[i]).toBe(loaded.cart.cart_items[i]);
  });

  it('is the loaded answer itself when nothing changed', () => {
    expect(shareCartLines(loaded, answer(lines))).toBe(loaded);
    expect(shareCartLines(undefined, loaded)).toEqual(loaded);
  });
});

describe('shareRowsById', () => {
  it('keeps rows by id, not by position', () => {
    const old = [line(1), line(2), line(3)];
    const next = shareRowsById(old, structuredClone([old[2]!, old[0]!]));
    expect(next[0]).toBe(old[2]);
    expect(next[1]).toBe(old[0]);
    expect(shareRowsById(old, structuredClone(old))).toBe(old);
  });
});
