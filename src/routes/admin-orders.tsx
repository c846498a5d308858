import { Placeholder } from '../ui/placeholder';

export function AdminOrdersPage() {
  return <Placeholder title="View Orders" issue={9} />;
}
