import { Placeholder } from '../ui/placeholder';

export function ResetPasswordPage() {
  return <Placeholder title="Reset Password" issue={4} />;
}
