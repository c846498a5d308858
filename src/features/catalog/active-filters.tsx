// The chosen filters as removable pills above the grid, so a visitor sees what narrows the
// results and can drop one without opening the sidebar.
import { Group, Pill } from '@mantine/core';
import { FILTER_GROUPS, type FilterCategories, type FilterGroup } from '../../domain/catalogue';
import type { CatalogueState } from './catalogue-filters';

export function ActiveFilters({
  filters,
  state,
  onChange,
  onSearch,
}: {
  filters: FilterCategories | undefined;
  state: CatalogueState;
  onChange: (group: FilterGroup, values: string[]) => void;
  onSearch: (search: string) => void;
}) {
  const subjectName = (id: string) => filters?.subject.find((s) => String(s.id) === id)?.name;
  const pills = FILTER_GROUPS.flatMap((group) =>
    state[group].map((value) => ({
      key: `${group}:${value}`,
      label: group === 'subject' ? (subjectName(value) ?? 'Subject') : value,
      remove: () =>
        onChange(
          group,
          state[group].filter((v) => v !== value),
        ),
    })),
  );
  if (state.search) {
    pills.unshift({ key: 'search', label: `“${state.search}”`, remove: () => onSearch('') });
  }
  if (pills.length === 0) return null;
  return (
    <Group gap={8} mb="lg" aria-label="Active filters">
      {pills.map((p) => (
        <Pill
          key={p.key}
          size="md"
          withRemoveButton
          onRemove={p.remove}
          removeButtonProps={{ 'aria-label': `Remove ${p.label}` }}
          styles={{
            root: {
              background: 'var(--mantine-color-burgundy-0)',
              color: 'var(--mantine-color-burgundy-9)',
            },
          }}
        >
          {p.label}
        </Pill>
      ))}
    </Group>
  );
}
