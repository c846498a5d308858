// The top of an artist's page: the 1920x370 cover, the round portrait over its lower edge, the
// name and the number of works.
import { countOf } from '../../domain/format';
import { Box, Container, Skeleton, Text, Title } from '@mantine/core';
import type { Artist } from '../../domain/catalogue';
import { Picture } from '../../ui/picture';
import { initials } from './initials';
import classes from './artist-banner.module.css';

/** Covers are stored 1920 px wide (server/services/profile-images.service.ts). */
const COVER_WIDTH = 1920;

export function ArtistBanner({
  artist,
  total,
}: {
  artist: Artist | undefined;
  total: number | undefined;
}) {
  return (
    <Box component="header" className={classes.banner}>
      <div className={classes.cover}>
        {artist?.profile_background && (
          <Picture
            src={artist.profile_background}
            originalWidth={COVER_WIDTH}
            sizes="100vw"
            alt=""
            fetchPriority="high"
            decoding="async"
          />
        )}
      </div>
      <Container size="xl" className={classes.identity}>
        <div className={classes.portrait}>
          {artist?.profile_image ? (
            <Picture
              src={artist.profile_image}
              sizes="(min-width: 62em) 160px, 112px"
              alt={`Portrait of ${artist.artist_name}`}
            />
          ) : (
            <span aria-hidden>{artist ? initials(artist.artist_name) : ''}</span>
          )}
        </div>
        <div className={classes.names}>
          {artist ? (
            <Title order={1} className={classes.name}>
              <bdi>{artist.artist_name}</bdi>
            </Title>
          ) : (
            <Skeleton height={36} width={260} />
          )}
          <Text c="dimmed" mt={4}>
            {total === undefined ? '\u00a0' : `${countOf(total, 'work')} in the gallery`}
          </Text>
        </div>
      </Container>
    </Box>
  );
}
