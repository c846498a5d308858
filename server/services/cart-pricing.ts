// Prices what a client puts in a cart with the one pricing engine (src/domain/pricing): a
// configured print of an image, or an additional product. The client's own figures are never
// stored as the price; they are only compared, so the UI can say when the price changed, and
// kept beside it as what the buyer was shown (`seenFigures`).
import { LINE_TOTAL_MAX } from '../../src/domain/print-limits';
import {
  PRINT_MESSAGES,
  validatePrintOptions,
  type PrintOptions,
} from '../../src/domain/print-options';
import {
  priceAdditionalProduct,
  priceConfiguration,
  pricePerItem,
  type Buyer,
} from '../../src/domain/pricing';
import { roundMoney, sameCents } from '../../src/domain/money';
import { findByValue, type ConfigLists, type Product } from '../../src/domain/config-lists';
import { printDescription } from '../../src/domain/print-summary';
import { UNAVAILABLE_IMAGE, UNAVAILABLE_TO_ADD, type CartItemInput } from '../../src/domain/cart';
import { HttpError, validationError, type FieldErrors } from '../http/errors';
import type { OrderableImage } from '../repositories/orderable-image.repository';
import { isArtistOf } from './image-access';
import { explainRefusal, type ItemProblem } from './item-problems';
import type { UserRow } from '../repositories/session.repository';

export interface PricedItem {
  image_id: number | null;
  product_id: number | null;
  quantity: number;
  description: string;
  print_options: PrintOptions | null;
  options: Record<string, number | null> | null;
  item_total: number;
  product_total: number;
  discount_total: number;
  total: number;
}

export interface PricingSources {
  lists: ConfigLists;
  images: Map<number, OrderableImage>;
  products: Product[];
}

/** How `user` is priced for `image`; null is a guest (no discount, the image's markup). */
export function buyerFor(user: UserRow | null, image?: OrderableImage): Buyer {
  return {
    signedIn: user !== null,
    wholesale: user?.wholesale_discount ?? false,
    isImageArtist: user !== null && image !== undefined && isArtistOf(user, image.artist_user_id),
    imageMarkup: image?.markup ?? 0,
  };
}

/**
 * Whether this user (null: a guest) can order this image now. Artists may order their own work
 * taken off the market, and admins any; a deleted work no one (its delete dialog says so).
 */
function orderable(user: UserRow | null, image: OrderableImage | undefined): boolean {
  if (!image || image.deleted) return false;
  if (!image.withdrawn) return true;
  return user !== null && (isArtistOf(user, image.artist_user_id) || user.is_admin);
}

const prefixed = (prefix: string, errors: Record<string, string[] | undefined>): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors)
      .filter((e): e is [string, string[]] => e[1] !== undefined)
      .map(([k, v]) => [`${prefix}${k}`, v]),
  );

export function priceItem(
  user: UserRow | null,
  input: CartItemInput,
  src: PricingSources,
): PricedItem {
  if (input.image_id != null) {
    const image = src.images.get(input.image_id);
    // Unnamed, as for an id that never was: naming a work the buyer cannot see would list the
    // shop's hidden works by id. A line already in the cart is named (priceOrExplain).
    if (!image || !orderable(user, image)) {
      throw validationError({ image_id: [UNAVAILABLE_TO_ADD] });
    }
    // A preset names the product the print started from, and prices nothing: one the shop no
    // longer offers (or never did) is a custom print.
    const { preset } = input.print_options;
    const known = findByValue(src.lists.presets, preset) ? preset : null;
    const options = { ...input.print_options, preset: known, quantity: input.quantity };
    // The quantity is the line's own field, not one of the print's options.
    const { quantity, ...optionErrors } = validatePrintOptions(options, src.lists, image.ratio);
    const errors = { ...prefixed('print_options.', optionErrors), ...(quantity && { quantity }) };
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const price = priceConfiguration(options, src.lists, buyerFor(user, image));
    if (!price.complete) throw validationError({ 'print_options.size': [PRINT_MESSAGES.required] });
    // Also a line the shop's prices have priced beyond reason (NaN fails the test too). Before
    // its discount, as an additional product's: the line keeps that figure too.
    if (!(price.productTotal <= LINE_TOTAL_MAX)) {
      throw validationError({ quantity: [PRINT_MESSAGES.lineTooLarge] });
    }
    return {
      image_id: image.id,
      product_id: null,
      quantity: price.quantity,
      description: printDescription(image.name, options, src.lists),
      print_options: { ...options, products: price.lines, markup: price.markup },
      options: null,
      item_total: price.itemPrice,
      product_total: price.productTotal,
      discount_total: price.discountTotal,
      total: price.total,
    };
  }
  const product = src.products.find((p) => p.id === input.product_id);
  const fields = {
    quantity: input.quantity,
    description: input.description,
    ...input.options,
  };
  const { errors, line } = priceAdditionalProduct(product, fields, src.lists, buyerFor(user));
  if (!line || !product) throw validationError(prefixed('', errors));
  return {
    image_id: null,
    product_id: product.id,
    quantity: line.quantity,
    description: line.description,
    print_options: null,
    options: {
      price: input.options.price ?? null,
      width: input.options.width ?? null,
      height: input.options.height ?? null,
      depth: input.options.depth ?? null,
      border: input.options.border ?? null,
    },
    item_total: pricePerItem(line),
    product_total: line.productTotal,
    discount_total: line.discountTotal,
    total: line.total,
  };
}

/**
 * Prices a stored item again, or says why it cannot be ordered now: its image withdrawn, or an
 * option, size or product the shop has since changed or removed (a frame taken off the list, a
 * paper's largest size lowered).
 */
export type ItemOutcome =
  { priced: PricedItem; problem: null } | { priced: null; problem: ItemProblem };

export function priceOrExplain(
  user: UserRow | null,
  input: CartItemInput,
  src: PricingSources,
): ItemOutcome {
  if (input.image_id != null) {
    const image = src.images.get(input.image_id);
    if (!orderable(user, image)) {
      // A guest's line is in no stored cart: naming the work would tell anyone the name of a
      // hidden work by its id. The line's own description (what the guest kept) is said.
      const name = user !== null ? image?.name : undefined;
      const reason = UNAVAILABLE_IMAGE(name ?? input.description ?? '');
      return { priced: null, problem: { reason, editable: false } };
    }
  }
  try {
    return { priced: priceItem(user, input, src), problem: null };
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
    return {
      priced: null,
      problem: explainRefusal(input, error.errors ?? { '': [error.message] }, src.products),
    };
  }
}

/** True when the client's figures differ from the server's by a cent or more. */
export function priceDiffers(input: CartItemInput, priced: PricedItem): boolean {
  return input.total !== undefined && !sameCents(input.total, priced.total);
}

/** A figure a client could have shown: a price the shop could have asked (and a column keeps). */
const shownPrice = (x: number | undefined): x is number =>
  x !== undefined && x >= 0 && x <= LINE_TOTAL_MAX;

/**
 * The unit price and total the client showed the buyer, when its unit price is not the server's:
 * the price the buyer agreed to, so the cart can say what it was and what it is now.
 */
export function seenFigures(
  input: CartItemInput,
  priced: PricedItem,
): { seen_item_total: number | null; seen_total: number | null } {
  const { item_total: unit, total } = input;
  if (!shownPrice(unit) || !shownPrice(total) || sameCents(unit, priced.item_total)) {
    return { seen_item_total: null, seen_total: null };
  }
  return { seen_item_total: roundMoney(unit), seen_total: roundMoney(total) };
}
