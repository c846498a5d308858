// Artist page (/artist/{slug}): cover, portrait, name, description, a search of the artist's
// works, the masonry grid (each work links to ordering a print) and pagination. The route's loader
// (artist-loader.ts) has the artist before this renders, or sends an unknown one to the archive.
import { Box, Container, Grid, Group, Text, Title } from '@mantine/core';
import { useNavigate, useParams, useRouter, useSearch } from '@tanstack/react-router';
import { useRef } from 'react';
import { useArtist, useArtistImages } from '../features/artist/artist-api';
import { ArtistBanner } from '../features/artist/artist-banner';
import { ArtGrid } from '../features/catalog/art-grid';
import { GRID_MAX_WIDTH } from '../features/catalog/grid-widths';
import { useContentFields } from '../features/content/content-api';
import { useServerMeta } from '../features/content/use-server-meta';
import { Pagination } from '../ui/pagination';
import { SearchForm } from '../ui/search-form';
import { countOf } from '../domain/format';
import { SafeHtml } from '../ui/safe-html';

/** Which of the artist's works are shown: a search and a page. */
interface Portfolio {
  search: string;
  page: number;
}

export function ArtistPage() {
  const { slug } = useParams({ from: '/artist/$slug' });
  const { search = '', page = 1 } = useSearch({ from: '/artist/$slug' });
  const navigate = useNavigate({ from: '/artist/$slug' });
  const gridRef = useRef<HTMLDivElement>(null);
  const artist = useArtist(slug);
  const images = useArtistImages(slug, page, search.trim());
  const fields = useContentFields('artists-get-fields').data;
  useServerMeta(fields, { user_name: artist.data?.artist_name }, { ready: !!artist.data });

  const router = useRouter();
  const searchOf = (next: Portfolio) => ({
    search: next.search || undefined,
    page: next.page > 1 ? next.page : undefined,
  });
  const hrefOf = (next: Portfolio) =>
    router.buildLocation({ to: '/artist/$slug', params: { slug }, search: searchOf(next) }).href;
  const go = (next: Portfolio, scroll = false) => {
    void navigate({ search: searchOf(next), resetScroll: false });
    if (scroll) gridRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const a = artist.data;
  const result = images.data;

  return (
    <>
      <ArtistBanner artist={a} total={search ? undefined : result?.total} />
      <Container size="xl" py={{ base: 28, md: 40 }}>
        <Grid gap={{ base: 'lg', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {a?.description ? (
              <SafeHtml html={a.description} />
            ) : (
              a && <Text c="dimmed">Archival prints of original works by {a.artist_name}.</Text>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <SearchForm
              action={hrefOf({ search: '', page: 1 })}
              label="Portfolio"
              onSearch={(words) => go({ search: words, page: 1 })}
              initial={search}
              box={{ label: 'Search this portfolio', placeholder: 'Title or keyword' }}
            />
          </Grid.Col>
        </Grid>
        <Box ref={gridRef} mt={{ base: 32, md: 48 }} style={{ scrollMarginTop: 24 }}>
          <Group justify="space-between" mb="lg">
            <Title order={2} fz={{ base: 22, md: 26 }} c="burgundy.9">
              {search ? `Works matching “${search}”` : 'Works'}
            </Title>
            {result && (
              <Text c="dimmed" fz="sm">
                {countOf(result.total, 'work')}
              </Text>
            )}
          </Group>
          <Box style={{ opacity: images.stale ? 0.55 : 1, transition: 'opacity 150ms' }}>
            <ArtGrid
              maxWidth={GRID_MAX_WIDTH.artist}
              images={result?.data}
              loading={images.loading}
              showArtist={false}
              emptyHint={search ? 'Try another keyword.' : 'This artist has no works on sale yet.'}
              emptyWayOut={
                search
                  ? {
                      label: 'Clear search',
                      href: hrefOf({ search: '', page: 1 }),
                      onClick: () => go({ search: '', page: 1 }),
                    }
                  : undefined
              }
            />
          </Box>
          {result && (
            <Pagination
              page={page}
              total={result.last_page}
              onChange={(p) => go({ search, page: p }, true)}
              href={(p) => hrefOf({ search, page: p })}
              label="Portfolio pages"
            />
          )}
        </Box>
      </Container>
    </>
  );
}
