// The cart write for a configured print: the options with the price lines and markup they were
// priced with, and the client's figures (the server re-prices and says when it differs).
import type { ConfigLists } from '../../domain/config-lists';
import type { PrintItemInput } from '../../domain/cart';
import type { ConfigurationPrice } from '../../domain/pricing';
import type { PrintOptions } from '../../domain/print-options';
import type { CartItemDisplay } from '../cart/cart-actions';
import type { OrderImage } from './order-image';
import { printDescription } from '../../domain/print-summary';

export function cartWrite(
  image: OrderImage & { id: number },
  options: PrintOptions,
  price: ConfigurationPrice,
  lists: ConfigLists,
): { input: PrintItemInput; display: CartItemDisplay } {
  const description = printDescription(image.name, options, lists);
  const figures = {
    total: price.total,
    item_total: price.itemPrice,
    product_total: price.productTotal,
    discount_total: price.discountTotal,
  };
  const input: PrintItemInput = {
    image_id: image.id,
    quantity: price.quantity,
    print_options: {
      ...options,
      quantity: price.quantity,
      products: price.lines,
      markup: price.markup,
    },
    description,
    ...figures,
  };
  const display: CartItemDisplay = {
    image: {
      id: image.id,
      name: image.name,
      artist_name: image.artistName,
      preview_image: image.preview_image ?? { path: '', web_path: '' },
    },
    product: null,
    description,
    ...figures,
  };
  return { input, display };
}

/** The print options of a cart item, without the figures stored with it. */
export function optionsOfItem(item: { quantity: number; print_options: PrintOptions | null }) {
  if (!item.print_options) return null;
  const options: PrintOptions = { ...item.print_options, quantity: item.quantity };
  delete options.products;
  delete options.markup;
  return options;
}
