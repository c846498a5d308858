// Pick an artwork by typing part of its name, keywords or artist: a searchable select whose
// options come from the admin image search (every artist, images not for sale included).
import { Loader } from '@mantine/core';
import { Select } from '../../../ui/select';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { api } from '../../../data/api-client';
import { adminImagePageSchema, type AdminImage } from '../../../domain/admin/gallery';
import { usePrivateQuery } from '../../../data/private-query';

const labelOf = (i: AdminImage) =>
  `${i.name} — ${i.artist_name}${i.sale_in_market ? '' : ' (not for sale)'}`;

export function ImagePicker({
  value,
  onChange,
  error,
}: {
  value: AdminImage | null;
  onChange: (image: AdminImage | null) => void;
  error?: React.ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(value && search === labelOf(value) ? '' : search, 250);
  const query = usePrivateQuery(['admin-images', 'live', debounced], (signal) =>
    api(adminImagePageSchema, 'GET', '/api/admin/images', {
      query: { status: 'live', ...(debounced ? { search: debounced } : {}) },
      signal,
    }),
  );
  const options = query.data?.data ?? [];
  const all = value && !options.some((o) => o.id === value.id) ? [value, ...options] : options;

  return (
    <Select
      label="Artwork"
      required
      placeholder="Type a title, keyword or artist"
      searchable
      clearable
      filter={({ options: o }) => o}
      searchValue={search}
      onSearchChange={setSearch}
      data={all.map((i) => ({ value: String(i.id), label: labelOf(i) }))}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(all.find((i) => String(i.id) === id) ?? null)}
      rightSection={query.loading ? <Loader size={14} /> : undefined}
      nothingFoundMessage={query.loading ? 'Searching…' : 'No artwork found'}
      error={error}
    />
  );
}
