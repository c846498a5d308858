import { Placeholder } from '../ui/placeholder';

export function LoginPage() {
  return <Placeholder title="Log In" issue={4} />;
}
