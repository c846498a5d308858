import { Placeholder } from '../ui/placeholder';

export function ContactUsPage() {
  return <Placeholder title="Contact Us" issue={3} />;
}
