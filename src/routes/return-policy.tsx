import { PolicyPage } from '../features/content/policy-page';

export function ReturnPolicyPage() {
  return <PolicyPage endpoint="return-policy-get-fields" name="Return policy" />;
}
