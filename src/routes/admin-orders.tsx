// /admin/orders (admins only): View Orders. The screen lives in features/admin/orders.
import { OrdersScreen } from '../features/admin/orders/orders-screen';
import { usePageMeta } from '../ui/page-meta';

export function AdminOrdersPage() {
  usePageMeta({ title: 'View Orders' });
  return <OrdersScreen />;
}
