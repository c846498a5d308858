import { Placeholder } from '../ui/placeholder';

export function AdminOrderPage() {
  return <Placeholder title="Order" issue={9} />;
}
