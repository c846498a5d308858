// The server cart. Every write is re-priced here; reads re-price too, so a price change made
// by the shop (a new paper price) shows in the cart before checkout. A user only ever sees
// their own cart: an item id from another cart is simply not found.
import { imageMedia } from '../../src/domain/artwork-pictures';
import {
  CART_FULL,
  MAX_CART_LINES,
  type Cart,
  type CartItem,
  type CartItemInput,
} from '../../src/domain/cart';
import { toCents } from '../../src/domain/money';
import { discountRate, priceCart } from '../../src/domain/pricing';
import type { PrintOptions } from '../../src/domain/print-options';
import type { AppContext } from '../context';
import type { Database } from '../db/database';
import { notFound, validationError } from '../http/errors';
import {
  addCartItem,
  clearUserCart,
  deleteUserCartItem,
  findUserCartItemByClientKey,
  findUserCartItem,
  readUserCart,
  updateUserCartItem,
  type CartItemRow,
} from '../repositories/cart.repository';
import {
  findOrderableImages,
  type OrderableImage,
} from '../repositories/orderable-image.repository';
import type { UserRow } from '../repositories/session.repository';
import {
  buyerFor,
  priceDiffers,
  priceItem,
  priceOrExplain,
  seenFigures,
  type ItemOutcome,
  type PricedItem,
  type PricingSources,
} from './cart-pricing';
import { shopLists } from './shop-lists';

const ITEM_NOT_FOUND = 'Cart item not found.';

/** The images priced and the shop's lists of the public version read with them. */
export async function pricingSources(db: Database, imageIds: number[]): Promise<PricingSources> {
  const { images, publicVersion } = await findOrderableImages(db, imageIds);
  return { images, ...(await shopLists(db, publicVersion)) };
}

const storedValues = (input: CartItemInput, p: PricedItem) => ({
  image_id: p.image_id,
  product_id: p.product_id,
  quantity: p.quantity,
  description: p.description,
  print_options: JSON.stringify(p.print_options ?? p.options),
  item_total: p.item_total,
  product_total: p.product_total,
  discount_total: p.discount_total,
  total: p.total,
  ...seenFigures(input, p),
});

/** What a stored row asks to be priced again. */
export function inputOf(
  row: Pick<CartItemRow, 'image_id' | 'product_id' | 'quantity' | 'description' | 'print_options'>,
): CartItemInput {
  const stored = row.print_options as Record<string, unknown> | null;
  if (row.image_id !== null) {
    return {
      image_id: row.image_id,
      quantity: row.quantity,
      print_options: stored as PrintOptions,
      description: row.description,
    };
  }
  return {
    product_id: row.product_id!,
    quantity: row.quantity,
    description: row.description,
    options: stored ?? {},
  };
}

/**
 * A stored item as the buyer sees it: priced now when `outcome` has the current figures (a read),
 * the stored figures otherwise (no longer orderable). The figures the buyer agreed to are the
 * ones shown when adding or editing the item (`seen_*`), or else the ones the server priced then;
 * a read leaves them, so the cart can say what the unit price was then (the spec's
 * `item_totalOld`, `totalOld`) until the item is edited.
 */
const agreedOf = (row: CartItemRow) => ({
  item_total: row.seen_item_total ?? row.item_total,
  total: row.seen_total ?? row.total,
});

const changed = (now: PricedItem, then: { item_total: number; total: number }) =>
  toCents(now.item_total) !== toCents(then.item_total) ||
  toCents(now.total) !== toCents(then.total);

export function toCartItem(
  row: CartItemRow,
  src: PricingSources,
  outcome: ItemOutcome | null = null,
): CartItem {
  const image: OrderableImage | undefined =
    row.image_id !== null ? src.images.get(row.image_id) : undefined;
  const product = src.products.find((p) => p.id === row.product_id);
  const now = outcome?.priced;
  const figures = now ?? row;
  const agreed = agreedOf(row);
  const stored = (now ? (now.print_options ?? now.options) : row.print_options) as Record<
    string,
    unknown
  > | null;
  return {
    id: row.id,
    quantity: row.quantity,
    image_id: row.image_id,
    product_id: row.product_id,
    description: row.description,
    image: image
      ? {
          id: image.id,
          name: image.name,
          artist_name: image.artist_name,
          preview_image: imageMedia(image.id, image.updated_at).preview_image,
        }
      : null,
    product: product
      ? { id: product.id, name: product.name, calculation_type: product.calculation_type }
      : null,
    print_options: row.image_id !== null ? (stored as PrintOptions) : null,
    options: row.image_id === null ? stored : null,
    item_total: figures.item_total,
    product_total: figures.product_total,
    discount_total: figures.discount_total,
    total: figures.total,
    ...(now && changed(now, agreed)
      ? { item_totalOld: agreed.item_total, totalOld: agreed.total }
      : { item_totalOld: null, totalOld: null }),
    unavailable: outcome?.problem?.reason ?? null,
    editable: outcome?.problem?.editable ?? true,
  };
}

export class CartService {
  constructor(private readonly ctx: AppContext) {}

  async get(user: UserRow): Promise<Cart> {
    const db = this.ctx.db;
    const { rows, images, publicVersion } = await readUserCart(db, user.id);
    const src = { images, ...(await shopLists(db, publicVersion)) };
    const items = rows.map((row) => toCartItem(row, src, priceOrExplain(user, inputOf(row), src)));
    // The totals are what an order of this cart would come to: an item that cannot be ordered
    // now is listed, with the figures it had, but takes no share of the discount or the totals.
    const orderable = items.filter((item) => item.unavailable === null);
    const rate = discountRate(buyerFor(user), src.lists.pricing);
    const { items: shared, totals } = priceCart(orderable, rate);
    const sharedById = new Map(shared.map((item) => [item.id, item]));
    return { cart_items: items.map((item) => sharedById.get(item.id) ?? item), ...totals };
  }

  async getItem(user: UserRow, id: number): Promise<CartItem> {
    const row = await findUserCartItem(this.ctx.db, user.id, id);
    if (!row) throw notFound(ITEM_NOT_FOUND);
    const src = await pricingSources(this.ctx.db, row.image_id ? [row.image_id] : []);
    return toCartItem(row, src, priceOrExplain(user, inputOf(row), src));
  }

  async add(user: UserRow, input: CartItemInput, clientKey?: string) {
    const db = this.ctx.db;
    const src = await pricingSources(db, input.image_id ? [input.image_id] : []);
    if (clientKey) {
      // The item this key made already (a merge interrupted after the server took it): the item
      // as sent now replaces it, so a guest's edit made since is kept, and a repeat is the same.
      const existing = await findUserCartItemByClientKey(db, user.id, clientKey);
      if (existing) return this.update(user, existing.id, input);
    }
    // Refused input writes nothing, not even the user's first (empty) cart.
    const priced = priceItem(user, input, src);
    const added = await addCartItem(
      db,
      user.id,
      { client_key: clientKey ?? null, ...storedValues(input, priced) },
      MAX_CART_LINES,
    );
    // What one order can take: a cart past it could not be ordered.
    if (added === 'full') throw validationError({ cart: [CART_FULL] });
    // Its key's item was made meanwhile by another request (two tabs merging one guest item):
    // this version replaces it, as above, and the answer is the item as stored.
    if (!added.made) return this.update(user, added.row.id, input);
    return {
      data: toCartItem(added.row, src, { priced, problem: null }),
      price_changed: priceDiffers(input, priced),
    };
  }

  /** An item changed or removed at the moment its cart is ordered: gone with the order. */
  async update(user: UserRow, id: number, input: CartItemInput) {
    const src = await pricingSources(this.ctx.db, input.image_id ? [input.image_id] : []);
    const priced = priceItem(user, input, src);
    const updated = await updateUserCartItem(this.ctx.db, user.id, id, storedValues(input, priced));
    if (!updated) throw notFound(ITEM_NOT_FOUND);
    return {
      data: toCartItem(updated, src, { priced, problem: null }),
      price_changed: priceDiffers(input, priced),
    };
  }

  async remove(user: UserRow, id: number): Promise<void> {
    if (!(await deleteUserCartItem(this.ctx.db, user.id, id))) throw notFound(ITEM_NOT_FOUND);
  }

  async clear(user: UserRow): Promise<void> {
    await clearUserCart(this.ctx.db, user.id);
  }
}

export { storedValues };
