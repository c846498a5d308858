import { Placeholder } from '../ui/placeholder';

export function ArtCategoriesPage() {
  return <Placeholder title="Art Categories" issue={3} />;
}
