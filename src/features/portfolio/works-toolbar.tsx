// The My Works toolbar: search with Search and clear, Sort By (A-Z, Z-A), the grid/list toggle
// and the help button that replays the tour.
import {
  ActionIcon,
  Button,
  CloseButton,
  SegmentedControl,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { Select } from '../../ui/select';
import { IconHelp, IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { PortfolioOrder } from '../../domain/portfolio';
import classes from './portfolio.module.css';
import type { WorksView } from './use-works';

export function WorksToolbar({
  search,
  order,
  view,
  onSearch,
  onSort,
  onView,
  onHelp,
}: {
  search: string;
  order: PortfolioOrder;
  view: WorksView;
  onSearch: (text: string) => void;
  onSort: (order: PortfolioOrder) => void;
  onView: (view: WorksView) => void;
  onHelp: () => void;
}) {
  const [text, setText] = useState(search);
  const [applied, setApplied] = useState(search);
  if (search !== applied) {
    setApplied(search);
    setText(search);
  }

  return (
    <div className={classes.toolbar}>
      <form
        className={classes.searchForm}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text);
        }}
      >
        <TextInput
          label="Search my works"
          placeholder="Name or keyword"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            text ? (
              <CloseButton
                size="sm"
                aria-label="Clear search"
                onClick={() => {
                  setText('');
                  onSearch('');
                }}
              />
            ) : null
          }
          maxLength={200}
        />
        <Button type="submit" style={{ alignSelf: 'flex-end' }}>
          Search
        </Button>
      </form>
      <div className={classes.toolbarEnd}>
        <Select
          label="Sort By"
          value={order}
          onChange={(v) => v && onSort(v)}
          data={[
            { value: 'asc', label: 'A-Z' },
            { value: 'desc', label: 'Z-A' },
          ]}
          allowDeselect={false}
          w={120}
        />
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(v) => onView(v)}
          data={[
            {
              value: 'grid',
              label: (
                <>
                  <IconLayoutGrid size={18} aria-hidden style={{ display: 'block' }} />
                  <VisuallyHidden>Grid view</VisuallyHidden>
                </>
              ),
            },
            {
              value: 'list',
              label: (
                <>
                  <IconList size={18} aria-hidden style={{ display: 'block' }} />
                  <VisuallyHidden>List view</VisuallyHidden>
                </>
              ),
            },
          ]}
        />
        <Tooltip label="Show the tour again" withArrow>
          <ActionIcon variant="default" size={36} onClick={onHelp} aria-label="Help: show the tour">
            <IconHelp size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </div>
    </div>
  );
}
