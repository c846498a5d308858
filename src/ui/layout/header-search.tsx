import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { SEARCH_MAX_LENGTH } from '../../domain/catalogue';
import { SearchForm } from '../search-form';

/** Keyword search: Enter goes to /art-categories?search=..., in the first paint too. */
export function HeaderSearch({ onSearched }: { onSearched?: () => void }) {
  const navigate = useNavigate();
  return (
    <SearchForm
      action="/art-categories"
      label="Search the shop"
      onSearch={(search) => {
        void navigate({ to: '/art-categories', search: search ? { search } : {} });
        onSearched?.();
      }}
    >
      <TextInput
        name="search"
        aria-label="Search art"
        placeholder="Search art or artists"
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={SEARCH_MAX_LENGTH}
      />
    </SearchForm>
  );
}
