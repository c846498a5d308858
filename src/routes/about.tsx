import { Placeholder } from '../ui/placeholder';

export function AboutPage() {
  return <Placeholder title="About Us" issue={3} />;
}
