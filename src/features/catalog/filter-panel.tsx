// The catalogue's filters: keyword search (Enter searches) and a checkbox group per filter
// group. Several values in a group widen the results; groups narrow each other.
import {
  Box,
  Button,
  Checkbox,
  Divider,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { FILTER_GROUPS, type FilterCategories, type FilterGroup } from '../../domain/catalogue';
import { GROUP_LABELS, type CatalogueState } from './catalogue-filters';

export function optionsOf(filters: FilterCategories, group: FilterGroup) {
  return group === 'subject'
    ? filters.subject.map((s) => ({ value: String(s.id), label: s.name }))
    : filters[group].map((v) => ({ value: v, label: v }));
}

export function SearchBox({
  initial,
  onSearch,
  label = 'Keyword',
}: {
  initial: string;
  onSearch: (q: string) => void;
  /** null for no visible label (the phone's search row). */
  label?: string | null;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TextInput
      type="search"
      label={label ?? undefined}
      aria-label="Search the catalogue"
      placeholder="Title, artist, subject…"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          onSearch(value);
        }
      }}
      maxLength={200}
    />
  );
}

export function FilterPanel({
  filters,
  state,
  onChange,
  onSearch,
  onClear,
}: {
  filters: FilterCategories | undefined;
  state: CatalogueState;
  onChange: (group: FilterGroup, values: string[]) => void;
  onSearch: (search: string) => void;
  onClear: () => void;
}) {
  const active =
    state.subject.length + state.medium.length + state.proportion.length + state.style.length;
  return (
    <Stack gap="lg">
      {/* Remounts when the URL's search changes (e.g. from the header), to show it. */}
      <SearchBox key={state.search} initial={state.search} onSearch={onSearch} />
      {FILTER_GROUPS.map((group) => (
        <Box key={group}>
          <Divider mb="md" color="#eadfce" />
          {filters ? (
            <Checkbox.Group
              label={GROUP_LABELS[group]}
              value={state[group]}
              onChange={(values) => onChange(group, values)}
              styles={{ label: { fontWeight: 600, marginBottom: 10, fontSize: 15 } }}
            >
              <Stack gap={10}>
                {optionsOf(filters, group).map((option) => (
                  <Checkbox
                    key={option.value}
                    value={option.value}
                    label={option.label}
                    color="burgundy.8"
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          ) : (
            <Stack gap={10}>
              <Text fw={600} fz={15}>
                {GROUP_LABELS[group]}
              </Text>
              {[70, 55, 80, 60].map((w) => (
                <Skeleton key={w} height={18} width={`${w}%`} />
              ))}
            </Stack>
          )}
        </Box>
      ))}
      {(active > 0 || state.search) && (
        <Group>
          <Button variant="subtle" color="burgundy.8" onClick={onClear} px={0}>
            Clear all filters
          </Button>
        </Group>
      )}
    </Stack>
  );
}
