// /admin/content (admins only): page texts, FAQs, config lists and products.
import { ContentScreen } from '../features/admin/content/content-screen';
import { usePageMeta } from '../ui/page-meta';

export function AdminContentPage() {
  usePageMeta({ title: 'Content' });
  return <ContentScreen />;
}
