// /admin/gallery (admins only): Manage Gallery. The screen lives in features/admin/gallery.
import { GalleryScreen } from '../features/admin/gallery/gallery-screen';

export function AdminGalleryPage() {
  return <GalleryScreen />;
}
