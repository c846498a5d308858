import { Placeholder } from '../ui/placeholder';

export function ReturnPolicyPage() {
  return <Placeholder title="Return Policy" issue={3} />;
}
