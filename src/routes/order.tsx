import { Placeholder } from '../ui/placeholder';

export function OrderPage() {
  return <Placeholder title="Order a Print" issue={5} />;
}
