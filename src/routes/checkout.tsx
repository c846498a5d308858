import { Placeholder } from '../ui/placeholder';

export function CheckoutPage() {
  return <Placeholder title="Checkout" issue={6} />;
}
