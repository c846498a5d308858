// A search box's form: a real GET form, so Enter searches in the server's first paint too, before
// the app has loaded; once the app runs, it searches in place. The box inside is named "search"
// and left uncontrolled (give it a defaultValue and a key): what was typed before the app took
// over stays in it and is what Enter searches for. `keep` carries the address's other params
// (the catalogue's filters) into the plain request.
import { Box, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';

export function SearchForm({
  action,
  label,
  keep = {},
  onSearch,
  w,
  children,
}: {
  action: string;
  /** Names the search landmark: a page may hold the header's and its own. */
  label: string;
  keep?: Record<string, string | number | undefined>;
  /** The box's words, trimmed. */
  onSearch: (search: string) => void;
  /** The form's width where it sits in a row (its box fills it). */
  w?: BoxProps['w'];
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      w={w}
      role="search"
      aria-label={label}
      action={action}
      method="get"
      onSubmit={(e: React.FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        const search = new FormData(e.currentTarget).get('search');
        onSearch(typeof search === 'string' ? search.trim() : '');
      }}
    >
      {Object.entries(keep).map(
        ([name, value]) =>
          value !== undefined && <input key={name} type="hidden" name={name} value={value} />,
      )}
      {children}
    </Box>
  );
}
