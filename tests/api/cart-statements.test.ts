// How many statements a cart read, a cart add and a cart write send the database once the shop's lists are
// kept: each is a round trip, and on the embedded database, one query at a time on its own
// thread, round trips are what a request waits for.
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartService } from '../../server/services/cart.service';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeArtist, makeImage } from '../factories/storefront';
import { createUser, type TestUser } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Counts the statements run through the database handle it is plugged into. */
class StatementCounter implements KyselyPlugin {
  count = 0;
  transformQuery: KyselyPlugin['transformQuery'] = (args) => args.node;
  transformResult: KyselyPlugin['transformResult'] = (args) => {
    this.count++;
    return Promise.resolve(args.result);
  };
}

describe('cart statements', () => {
  let t: TestApp;
  let cart: CartService;
  let buyer: TestUser;
  let itemId: number;
  /** A work not yet in the cart. */
  let otherImageId: number;
  const counter = new StatementCounter();

  /** The statements `work` runs. */
  async function statementsOf(work: () => Promise<unknown>): Promise<number> {
    const before = counter.count;
    await work();
    return counter.count - before;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedShopConfig(t.ctx.db);
    buyer = await createUser(t.ctx.db);
    cart = new CartService({ ...t.ctx, db: t.ctx.db.withPlugin(counter) });
    const artist = await makeArtist(t.ctx.db);
    otherImageId = (await makeImage(t.ctx.db, artist.id)).id;
    for (let i = 0; i < 3; i++) {
      const image = await makeImage(t.ctx.db, artist.id);
      const added = await cart.add(buyer, {
        image_id: image.id,
        quantity: 1,
        print_options: printOptions(),
      });
      itemId = added.data.id;
    }
  });
  afterAll(() => t?.close());

  it('reads a cart, its works and the version of the shop lists in one statement', async () => {
    expect(await statementsOf(() => cart.get(buyer))).toBe(1);
    expect((await cart.get(buyer)).cart_items).toHaveLength(3);
  });

  it('reads an empty cart in one statement', async () => {
    const empty = await createUser(t.ctx.db);
    expect(await statementsOf(() => cart.get(empty))).toBe(1);
    expect((await cart.get(empty)).cart_items).toEqual([]);
  });

  it('rewrites an item with one read for its pricing and the update', async () => {
    const item = await cart.getItem(buyer, itemId);
    const input = { image_id: item.image_id!, quantity: 2, print_options: printOptions() };
    expect(await statementsOf(() => cart.update(buyer, itemId, input))).toBe(2);
    expect((await cart.getItem(buyer, itemId)).quantity).toBe(2);
  });

  it('adds an item with one read for its pricing and the insert, which checks the cart has room', async () => {
    const input = { image_id: otherImageId, quantity: 1, print_options: printOptions() };
    expect(await statementsOf(() => cart.add(buyer, input))).toBe(2);
    expect((await cart.get(buyer)).cart_items).toHaveLength(4);
  });
});
