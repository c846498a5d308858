import { Placeholder } from '../ui/placeholder';

export function HomePage() {
  return <Placeholder title="Fine-art prints from our gallery" issue={3} />;
}
