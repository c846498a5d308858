// Catalogue (/art-categories): filter sidebar (a drawer on phones), keyword search, masonry grid,
// pagination with 6 visible pages. Filters, search and page live in the URL.
import { Badge, Box, Button, Container, Drawer, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useRef } from 'react';
import type { FilterGroup } from '../domain/catalogue';
import { countOf } from '../domain/format';
import { ActiveFilters } from '../features/catalog/active-filters';
import { ArtGrid } from '../features/catalog/art-grid';
import { GRID_MAX_WIDTH } from '../features/catalog/grid-widths';
import { useCatalogueImages, useFilterCategories } from '../features/catalog/catalogue-api';
import {
  activeFilterCount,
  cleared,
  emptyCatalogue,
  fromUrl,
  toUrl,
  withGroup,
  withSearch,
  type CatalogueState,
} from '../features/catalog/catalogue-filters';
import { FilterPanel, SearchBox } from '../features/catalog/filter-panel';
import { LoadError } from '../features/content/load-error';
import { useContentFields } from '../features/content/content-api';
import { PageHero } from '../features/content/page-hero';
import { useServerMeta } from '../features/content/use-server-meta';
import { Pagination } from '../ui/pagination';
import classes from './art-categories.module.css';

export function ArtCategoriesPage() {
  const url = useSearch({ from: '/art-categories' });
  const state = fromUrl(url);
  const navigate = useNavigate({ from: '/art-categories' });
  const router = useRouter();
  const hrefOf = (next: CatalogueState) =>
    router.buildLocation({ to: '/art-categories', search: toUrl(next) }).href;
  const [drawer, { open, close }] = useDisclosure(false);
  const resultsRef = useRef<HTMLDivElement>(null);

  const content = useContentFields('art-artists-get-fields');
  const fields = content.data;
  useServerMeta(fields);
  const filters = useFilterCategories().data;
  const images = useCatalogueImages(state);

  const go = (next: CatalogueState, scroll = false) => {
    void navigate({ search: toUrl(next), resetScroll: false });
    if (scroll) resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const onGroup = (group: FilterGroup, values: string[]) => go(withGroup(state, group, values));
  const onSearch = (search: string) => {
    go(withSearch(state, search));
    close();
  };
  const onClear = () => go(cleared(state));
  const count = activeFilterCount(state);
  const page = images.data;
  const invalid = images.error?.status === 422;
  const empty = emptyCatalogue(state, page, invalid);
  const firstPage = { ...state, page: 1 };
  const wayOut = {
    clear: { label: 'Clear filters', href: hrefOf(cleared(state)), onClick: onClear },
    'first-page': {
      label: 'Go to page 1',
      href: hrefOf(firstPage),
      onClick: () => go(firstPage, true),
    },
  };

  const panel = (
    <FilterPanel
      filters={filters}
      state={state}
      onChange={onGroup}
      onSearch={onSearch}
      onClear={onClear}
    />
  );

  return (
    <>
      <PageHero
        title={fields?.title}
        fallbackTitle={content.error && 'Art categories'}
        subtitle={fields?.subtitle}
        eyebrow="The collection"
      />
      <Container size="xl" py="xl">
        <div className={classes.layout}>
          <Box component="aside" aria-label="Filters" className={classes.sidebar} visibleFrom="md">
            {panel}
          </Box>
          <Box
            component="section"
            aria-label="Artworks"
            ref={resultsRef}
            className={classes.results}
          >
            <Group hiddenFrom="md" mb="md" gap="sm" wrap="nowrap" align="flex-end">
              <Box style={{ flex: 1 }}>
                <SearchBox state={state} onSearch={onSearch} label={null} />
              </Box>
              <Button
                variant="default"
                leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
                rightSection={
                  count > 0 ? (
                    <Badge size="sm" circle>
                      {count}
                    </Badge>
                  ) : undefined
                }
                onClick={open}
              >
                Filters
              </Button>
            </Group>
            <Text c="dimmed" fz="sm" mb="md" aria-live="polite">
              {page && !invalid ? countOf(page.total, 'work') : '\u00a0'}
            </Text>
            <ActiveFilters filters={filters} state={state} onChange={onGroup} onSearch={onSearch} />
            {images.error && !invalid && !page && (
              <LoadError error={images.error} onRetry={images.reload} />
            )}
            <Box
              hidden={!!images.error && !invalid && !page}
              style={{ opacity: images.stale ? 0.55 : 1, transition: 'opacity 150ms' }}
            >
              <ArtGrid
                maxWidth={GRID_MAX_WIDTH.catalogue}
                images={invalid ? [] : page?.data}
                loading={images.loading && !images.error}
                emptyHint={empty.hint}
                emptyWayOut={empty.way && wayOut[empty.way]}
              />
            </Box>
            {page && !invalid && (
              <Pagination
                page={state.page}
                total={page.last_page}
                onChange={(p) => go({ ...state, page: p }, true)}
                href={(p) => hrefOf({ ...state, page: p })}
                label="Catalogue pages"
              />
            )}
          </Box>
        </div>
      </Container>
      <Drawer
        opened={drawer}
        onClose={close}
        title="Filters"
        position="left"
        size="88%"
        hiddenFrom="md"
      >
        {panel}
        <Button fullWidth mt="xl" onClick={close}>
          {page ? `Show ${countOf(page.total, 'work')}` : 'Show works'}
        </Button>
      </Drawer>
    </>
  );
}
