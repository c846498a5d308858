// The pricing engine: pure functions shared by the UI, the pricing worker and the server.
export { priceConfiguration, sumLines } from './price-configuration';
export type { ConfigurationPrice, Totals } from './price-configuration';
export {
  ADDITIONAL_MESSAGES,
  additionalProductInputSchema,
  priceAdditionalProduct,
  validateAdditionalProduct,
} from './additional-product';
export type {
  AdditionalProductErrors,
  AdditionalProductInput,
  AdditionalProductPrice,
} from './additional-product';
export { cartTotals, countItems, priceCart } from './cart-totals';
export { shareDiscount } from './discount';
export type { CartTotals, CartTotalsItem } from './cart-totals';
export { discountRate, guestBuyer, markupPercent } from './buyer';
export { buyerSchema } from './buyer-schema';
export type { Buyer } from './buyer';
export { pricePerItem } from './price-line';
export { priceLineSchema } from './price-line-schema';
export type { PriceLine } from './price-line';
export { TORN_EDGE_LARGE_AREA, TORN_EDGE_LARGE_PRICE, TORN_EDGE_PRICE } from './finish-lines';
