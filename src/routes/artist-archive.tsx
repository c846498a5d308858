// Artist archive (/artist-archive): the gallery's artists with a search box, A–Z / Z–A / newest
// sorting and pagination. Page, search and sort are kept in the URL.
import { Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Select } from '../ui/select';
import { IconUserSearch } from '@tabler/icons-react';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { ARTIST_SORTS, type ArtistSort } from '../domain/catalogue';
import { useArtists } from '../features/artist/artist-api';
import { ArtistCard } from '../features/artist/artist-card';
import { emptyArchive } from '../features/artist/archive-empty';
import { useContentFields } from '../features/content/content-api';
import { LoadError } from '../features/content/load-error';
import { PageHero } from '../features/content/page-hero';
import { useServerMeta } from '../features/content/use-server-meta';
import { Pagination } from '../ui/pagination';
import { SearchForm } from '../ui/search-form';
import { WayOutLink } from '../ui/way-out-link';

const SORT_LABELS: Record<ArtistSort, string> = {
  asc: 'Name A–Z',
  desc: 'Name Z–A',
  newest: 'Newest',
};

export function ArtistArchivePage() {
  const { page = 1, search = '', sort = 'asc' } = useSearch({ from: '/artist-archive' });
  const query = { page, search, sort };
  const navigate = useNavigate({ from: '/artist-archive' });
  const router = useRouter();
  const searchOf = (next: typeof query) => ({
    page: next.page > 1 ? next.page : undefined,
    search: next.search || undefined,
    sort: next.sort !== 'asc' ? next.sort : undefined,
  });
  const hrefOf = (next: typeof query) =>
    router.buildLocation({ to: '/artist-archive', search: searchOf(next) }).href;
  const go = (next: typeof query) => void navigate({ search: searchOf(next) });
  const content = useContentFields('our-artists-get-fields');
  const fields = content.data;
  useServerMeta(fields);
  const artists = useArtists(query);
  const found = artists.data;

  return (
    <>
      <PageHero
        title={fields?.title}
        fallbackTitle={content.error && 'Artist archive'}
        subtitle={fields?.subtitle}
        eyebrow="Our artists"
      />
      <Container size="xl" py={{ base: 32, md: 48 }}>
        <Group justify="space-between" mb="xl" gap="sm">
          <SearchForm
            action="/artist-archive"
            label="Artists"
            keep={{ sort: searchOf(query).sort }}
            onSearch={(words) => go({ ...query, search: words, page: 1 })}
            w={{ base: '100%', sm: 340 }}
            initial={query.search}
            box={{ 'aria-label': 'Search artists', placeholder: 'Search artists by name' }}
          />
          <Select
            aria-label="Sort artists"
            data={ARTIST_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
            value={query.sort}
            onChange={(v) =>
              go({ ...query, sort: ARTIST_SORTS.find((s) => s === v) ?? 'asc', page: 1 })
            }
            allowDeselect={false}
            w={{ base: '100%', sm: 180 }}
          />
        </Group>
        {artists.error && !found ? (
          <LoadError error={artists.error} onRetry={artists.reload} />
        ) : found && found.data.length === 0 ? (
          <Stack align="center" py={56} gap="xs" ta="center">
            <IconUserSearch
              size={44}
              stroke={1.3}
              color="var(--mantine-color-burgundy-4)"
              aria-hidden
            />
            <Title order={2} fz={24}>
              No results
            </Title>
            <Text c="dimmed">{emptyArchive(query, found).hint}</Text>
            {emptyArchive(query, found).firstPage && (
              <WayOutLink
                label="Go to page 1"
                href={hrefOf({ ...query, page: 1 })}
                onClick={() => go({ ...query, page: 1 })}
              />
            )}
          </Stack>
        ) : (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
            spacing="lg"
            style={{ opacity: artists.stale ? 0.55 : 1 }}
          >
            {found
              ? found.data.map((a) => <ArtistCard key={a.id} artist={a} />)
              : Array.from({ length: 8 }, (_, i) => <Skeleton key={i} height={260} radius={6} />)}
          </SimpleGrid>
        )}
        {found && (
          <Pagination
            page={query.page}
            total={found.last_page}
            onChange={(p) => go({ ...query, page: p })}
            href={(p) => hrefOf({ ...query, page: p })}
            label="Artist pages"
          />
        )}
      </Container>
    </>
  );
}
