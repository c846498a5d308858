// /admin/users (admins only): accounts, their flags and markup, disabling, creating artists.
import { UsersScreen } from '../features/admin/users/users-screen';
import { usePageMeta } from '../ui/page-meta';

export function AdminUsersPage() {
  usePageMeta({ title: 'Users' });
  return <UsersScreen />;
}
