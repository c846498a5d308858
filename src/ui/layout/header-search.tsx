import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

/** Keyword search: Enter goes to /art-categories?search=... */
export function HeaderSearch({ onSearched }: { onSearched?: () => void }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  return (
    <TextInput
      aria-label="Search art"
      placeholder="Search art or artists"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        const search = value.trim();
        void navigate({ to: '/art-categories', search: search ? { search } : {} });
        onSearched?.();
      }}
    />
  );
}
