// /admin/gallery (admins only): Manage Gallery. The screen lives in features/admin/gallery.
import { GalleryScreen } from '../features/admin/gallery/gallery-screen';
import { usePageMeta } from '../ui/page-meta';

export function AdminGalleryPage() {
  usePageMeta({ title: 'Manage Gallery' });
  return <GalleryScreen />;
}
