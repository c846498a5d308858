// A cart line for an additional product (no picture, no print options), as a guest cart stores
// it: a flat $25 each.
import type { GuestItemData } from '../../src/features/cart/guest-cart';

export const productLine = (name = 'Rush Order Fee', productId = 2): GuestItemData => ({
  quantity: 1,
  image_id: null,
  product_id: productId,
  description: name,
  image: null,
  product: { id: productId, name, calculation_type: 'flat' },
  print_options: null,
  options: null,
  item_total: 25,
  product_total: 25,
  discount_total: 0,
  total: 25,
  unavailable: null,
  editable: true,
  item_totalOld: null,
  totalOld: null,
});
