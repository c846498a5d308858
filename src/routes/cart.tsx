export { CartPage } from '../features/cart/cart-page';
