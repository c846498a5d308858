// /admin/content (admins only): page texts, FAQs, config lists and products.
import { ContentScreen } from '../features/admin/content/content-screen';

export function AdminContentPage() {
  return <ContentScreen />;
}
