// The Users screen's calls: the list (search, filter, page), one user with addresses, and
// changing flags, markup or the disabled state.
import { api } from '../../../data/api-client';
import {
  adminUserPageSchema,
  adminUserResponseSchema,
  adminUserUpdateResponseSchema,
  type AdminUserDetail,
  type UserFilter,
  type UserUpdate,
} from '../../../domain/admin/users';

export function fetchUsers(
  q: { search?: string; filter?: UserFilter; page?: number },
  signal?: AbortSignal,
) {
  return api(adminUserPageSchema, 'GET', '/api/admin/users', {
    query: {
      page: q.page ?? 1,
      filter: q.filter ?? 'all',
      ...(q.search ? { search: q.search } : {}),
    },
    signal,
  });
}

export async function fetchUser(id: number, signal?: AbortSignal): Promise<AdminUserDetail> {
  return (await api(adminUserResponseSchema, 'GET', `/api/admin/users/${id}`, { signal })).data;
}

export function updateUser(id: number, changes: UserUpdate) {
  return api(adminUserUpdateResponseSchema, 'PUT', `/api/admin/users/${id}`, { body: changes });
}
