// Pick an account by typing part of its name or email: a searchable select whose options come
// from the server (20 at a time), so it works with any number of customers.
import { Loader } from '@mantine/core';
import { Select } from '../../../ui/select';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { AdminUser, UserFilter } from '../../../domain/admin/users';
import { fetchUsers } from '../users/users-api';
import { usePrivateQuery } from '../../../data/private-query';

const labelOf = (u: AdminUser) => `${u.name} — ${u.email}`;

export function UserPicker({
  label,
  value,
  onChange,
  filter = 'all',
  description,
  error,
  required,
}: {
  label: string;
  value: AdminUser | null;
  onChange: (user: AdminUser | null) => void;
  filter?: UserFilter;
  description?: string;
  error?: React.ReactNode;
  required?: boolean;
}) {
  const [search, setSearch] = useState('');
  // Once chosen, the box shows the choice's label: that is not a search.
  const [debounced] = useDebouncedValue(value && search === labelOf(value) ? '' : search, 250);
  const query = usePrivateQuery(['admin-users', debounced, filter], (signal) =>
    fetchUsers({ search: debounced, filter }, signal),
  );
  const options = query.data?.data ?? [];
  const all = value && !options.some((o) => o.id === value.id) ? [value, ...options] : options;

  return (
    <Select
      label={label}
      description={description}
      error={error}
      required={required}
      placeholder="Type a name or email"
      searchable
      clearable
      filter={({ options: o }) => o}
      searchValue={search}
      onSearchChange={setSearch}
      data={all.map((u) => ({ value: String(u.id), label: labelOf(u) }))}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(all.find((u) => String(u.id) === id) ?? null)}
      rightSection={query.loading ? <Loader size={14} /> : undefined}
      nothingFoundMessage={query.loading ? 'Searching…' : 'No account found'}
    />
  );
}
