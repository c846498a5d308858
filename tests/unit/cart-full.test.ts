// A guest's cart holds what one order can take, as the server's does; a re-order refused for a
// full cart names its lines together instead of one sentence per line.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/data/api-client';
import { localDb, type GuestCartItemRow } from '../../src/data/local-db';
import { CART_FULL, CART_FULL_REASON, MAX_CART_LINES } from '../../src/domain/cart';
import { REORDER_MESSAGES } from '../../src/domain/reorder';
import { addGuestItem } from '../../src/features/cart/guest-cart';
import { productLine } from '../factories/cart-lines';

const product = productLine();

describe('a full cart', () => {
  beforeEach(() => localDb.guestCartItems.clear());

  it("refuses a guest's add past the lines one order can take, as the server does", async () => {
    const row = { ...product, client_key: 'k', created_at: '' } as unknown as GuestCartItemRow;
    await localDb.guestCartItems.bulkAdd(Array.from({ length: MAX_CART_LINES - 1 }, () => row));
    await addGuestItem(product);
    const refused = await addGuestItem(product).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 422,
      message: CART_FULL,
      errors: { cart: [CART_FULL] },
    });
    expect(await localDb.guestCartItems.count()).toBe(MAX_CART_LINES);
  });

  it('names the lines a re-order left out for one reason together', () => {
    const full = (name: string) => ({ name, reason: CART_FULL_REASON });
    expect(
      REORDER_MESSAGES.notAdded([
        { name: 'Milky Way Hills', reason: 'the frame chosen is no longer offered.' },
        ...['Harbour', 'Tide', 'Storm', 'Amber', 'Mist'].map(full),
      ]),
    ).toBe(
      "'Milky Way Hills' was not added to your cart: the frame chosen is no longer offered. " +
        `'Harbour', 'Tide' and 3 more were not added to your cart: ${CART_FULL_REASON}`,
    );
    expect(REORDER_MESSAGES.notAdded(['A', 'B'].map(full))).toBe(
      `'A' and 'B' were not added to your cart: ${CART_FULL_REASON}`,
    );
  });
});
