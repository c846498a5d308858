// /admin/order (admins only): the price calculator and placing an order for a customer.
import { OrderScreen } from '../features/admin/order/order-screen';
import { usePageMeta } from '../ui/page-meta';

export function AdminOrderPage() {
  usePageMeta({ title: 'Order' });
  return <OrderScreen />;
}
