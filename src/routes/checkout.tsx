export { CheckoutPage } from '../features/checkout/checkout-page';
