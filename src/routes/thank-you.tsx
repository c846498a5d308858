import { Placeholder } from '../ui/placeholder';

export function ThankYouPage() {
  return <Placeholder title="Thank You" issue={6} />;
}
