import { Placeholder } from '../ui/placeholder';

export function MyAccountPage() {
  return <Placeholder title="My Account" issue={4} />;
}
