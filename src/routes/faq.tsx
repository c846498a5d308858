import { Placeholder } from '../ui/placeholder';

export function FaqPage() {
  return <Placeholder title="Frequently Asked Questions" issue={3} />;
}
