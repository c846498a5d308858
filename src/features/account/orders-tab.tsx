// Orders tab (index 2): the user's orders with the invoice dialog.
export { OrdersTab } from '../orders/orders-tab';
