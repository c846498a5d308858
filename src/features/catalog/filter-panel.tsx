// The catalogue's filters: keyword search (Enter searches, before the app runs too) and a
// checkbox group per filter group. Several values in a group widen the results; groups narrow each other.
import { Box, Button, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { FILTER_GROUPS, type FilterCategories, type FilterGroup } from '../../domain/catalogue';
import { SearchForm } from '../../ui/search-form';
import { GROUP_LABELS, toUrl, type CatalogueState } from './catalogue-filters';
import { FilterCheckboxes } from './filter-checkboxes';

export function optionsOf(filters: FilterCategories, group: FilterGroup) {
  return group === 'subject'
    ? filters.subject.map((s) => ({ value: String(s.id), label: s.name }))
    : filters[group].map((v) => ({ value: v, label: v }));
}

export function SearchBox({
  state,
  onSearch,
  label = 'Keyword',
}: {
  state: CatalogueState;
  onSearch: (q: string) => void;
  /** null for no visible label (the phone's search row). */
  label?: string | null;
}) {
  return (
    <SearchForm
      action="/art-categories"
      label="Catalogue"
      keep={toUrl({ ...state, search: '', page: 1 })}
      initial={state.search}
      onSearch={onSearch}
      box={{
        label: label ?? undefined,
        'aria-label': 'Search the catalogue',
        placeholder: 'Title, artist, subject…',
      }}
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
      <SearchBox state={state} onSearch={onSearch} />
      {FILTER_GROUPS.map((group) => (
        <Box key={group}>
          <Divider mb="md" color="#eadfce" />
          {filters ? (
            <FilterCheckboxes
              label={GROUP_LABELS[group]}
              options={optionsOf(filters, group)}
              value={state[group]}
              onChange={(values) => onChange(group, values)}
            />
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
