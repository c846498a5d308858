// /admin/users (admins only): accounts, their flags and markup, disabling, creating artists.
import { UsersScreen } from '../features/admin/users/users-screen';

export function AdminUsersPage() {
  return <UsersScreen />;
}
