// /admin/orders (admins only): View Orders. The screen lives in features/admin/orders.
import { OrdersScreen } from '../features/admin/orders/orders-screen';

export function AdminOrdersPage() {
  return <OrdersScreen />;
}
