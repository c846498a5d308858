import { Placeholder } from '../ui/placeholder';

export function CartPage() {
  return <Placeholder title="Cart" issue={6} />;
}
