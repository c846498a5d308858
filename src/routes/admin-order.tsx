// /admin/order (admins only): the price calculator and placing an order for a customer.
import { OrderScreen } from '../features/admin/order/order-screen';

export function AdminOrderPage() {
  return <OrderScreen />;
}
