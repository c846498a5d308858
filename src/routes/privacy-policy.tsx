import { Placeholder } from '../ui/placeholder';

export function PrivacyPolicyPage() {
  return <Placeholder title="Privacy Policy" issue={3} />;
}
