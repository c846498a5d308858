import { Placeholder } from '../ui/placeholder';

export function CategoriesPage() {
  return <Placeholder title="All Categories" issue={3} />;
}
