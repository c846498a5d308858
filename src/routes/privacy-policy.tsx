import { PolicyPage } from '../features/content/policy-page';

export function PrivacyPolicyPage() {
  return <PolicyPage endpoint="privacy-policy-get-fields" name="Privacy policy" />;
}
