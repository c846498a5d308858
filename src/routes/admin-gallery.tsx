import { Placeholder } from '../ui/placeholder';

export function AdminGalleryPage() {
  return <Placeholder title="Manage Gallery" issue={9} />;
}
