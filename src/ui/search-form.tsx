// A search box in its form: a real GET form, so Enter searches in the server's first paint too,
// before the app has loaded; once the app runs, it searches in place. The box is named "search"
// and left uncontrolled: what was typed before the app took over stays in it and is what Enter
// searches for. It shows `initial` again whenever that changes to other words (Back and Forward
// change the address's search), without losing the focus. `keep` carries the address's other
// params (the catalogue's filters) into the plain request.
import { Box, TextInput, type BoxProps, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { SEARCH_MAX_LENGTH } from '../domain/catalogue';

export function SearchForm({
  action,
  label,
  keep = {},
  initial = '',
  onSearch,
  w,
  box,
}: {
  action: string;
  /** Names the search landmark: a page may hold the header's and its own. */
  label: string;
  keep?: Record<string, string | number | undefined>;
  /** The search the address holds. */
  initial?: string;
  /** The box's words, trimmed. */
  onSearch: (search: string) => void;
  /** The form's width where it sits in a row (its box fills it). */
  w?: BoxProps['w'];
  /** The box's own label, name and placeholder. */
  box: Pick<TextInputProps, 'type' | 'label' | 'aria-label' | 'placeholder'>;
}) {
  const input = useRef<HTMLInputElement>(null);
  // Only a change of the address's search after the first render: at hydration the box holds
  // what the visitor typed into the server's paint, which is theirs to keep.
  const shown = useRef(initial);
  useEffect(() => {
    if (shown.current === initial) return;
    shown.current = initial;
    if (input.current && input.current.value.trim() !== initial) input.current.value = initial;
  }, [initial]);
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
      <TextInput
        ref={input}
        type="search"
        {...box}
        name="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        defaultValue={initial}
        maxLength={SEARCH_MAX_LENGTH}
      />
    </Box>
  );
}
