import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SEARCH_MAX_LENGTH } from '../../domain/catalogue';

/**
 * Keyword search: Enter goes to /art-categories?search=... A real GET form, so it also works in
 * the server's first paint, before the app has loaded.
 */
export function HeaderSearch({ onSearched }: { onSearched?: () => void }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  return (
    <form
      role="search"
      action="/art-categories"
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        const search = value.trim();
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
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
      />
    </form>
  );
}
