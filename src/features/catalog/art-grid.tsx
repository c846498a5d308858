// The masonry grid of artworks with its loading and empty states, shared by the catalogue and
// the artist page.
import { Box, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPhotoSearch } from '@tabler/icons-react';
import type { ImageCard } from '../../domain/catalogue';
import { Masonry } from '../../ui/masonry';
import { WayOutLink, type WayOut } from '../../ui/way-out-link';
import { ArtCard } from './art-card';

const SKELETON_RATIOS = [0.8, 1.25, 1, 0.75, 1.4, 0.9, 1.1, 0.7];

export function ArtGrid({
  images,
  loading,
  showArtist = true,
  emptyHint,
  emptyWayOut,
  maxWidth,
}: {
  images: ImageCard[] | undefined;
  loading: boolean;
  /** The widest the page lays the grid out (grid-widths.ts). */
  maxWidth: number;
  showArtist?: boolean;
  emptyHint?: string;
  /** A link under the hint: clear the filters, go to page 1. */
  emptyWayOut?: WayOut | undefined;
}) {
  if (loading || !images) {
    return (
      <Box aria-busy="true" aria-label="Loading artworks">
        <Masonry
          items={SKELETON_RATIOS.map((ratio, i) => ({ ratio, i }))}
          getKey={(s) => s.i}
          getRatio={(s) => s.ratio}
          maxWidth={maxWidth}
          render={(s) => (
            <Stack gap={8}>
              <Skeleton style={{ aspectRatio: String(s.ratio) }} height="auto" radius={2} />
              <Skeleton height={14} width="60%" />
              <Skeleton height={12} width="40%" />
            </Stack>
          )}
        />
      </Box>
    );
  }
  if (images.length === 0) {
    return (
      <Stack align="center" gap="sm" py={64} ta="center">
        <IconPhotoSearch
          size={44}
          stroke={1.3}
          color="var(--mantine-color-burgundy-4)"
          aria-hidden
        />
        <Title order={2} fz={24}>
          No results
        </Title>
        {emptyHint && (
          <Text c="dimmed" maw={420}>
            {emptyHint}
          </Text>
        )}
        {emptyWayOut && <WayOutLink {...emptyWayOut} />}
      </Stack>
    );
  }
  return (
    <Masonry
      label="Artworks"
      items={images}
      getKey={(image) => image.id}
      getRatio={(image) => image.ratio}
      maxWidth={maxWidth}
      render={(image, index) => (
        // Only the first picture, the likely largest paint on a phone, is fetched ahead of the
        // rest; the others load as they come into view (at once for a desktop's first row).
        <ArtCard image={image} priority={index === 0} showArtist={showArtist} />
      )}
    />
  );
}
