// One artwork in a grid: the picture (reserved at its own ratio, so nothing jumps), its title
// and artist. The picture links to the configurator to order a print; the artist's name to
// the artist's page.
import { Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PREVIEW_SIZES } from '../../domain/artwork-pictures';
import type { ImageCard } from '../../domain/catalogue';
import { Picture } from '../../ui/picture';
import classes from './art-card.module.css';

export const artAlt = (image: Pick<ImageCard, 'name' | 'artist_name'>) =>
  `${image.name} by ${image.artist_name}`;

export function ArtCard({
  image,
  priority = false,
  showArtist = true,
}: {
  image: ImageCard;
  priority?: boolean;
  showArtist?: boolean;
}) {
  const order = { image_id: image.id, mode: 'create' as const };
  return (
    <article className={classes.card}>
      <Link to="/order" search={order} className={classes.frame}>
        <Picture
          className={classes.image}
          src={image.preview_image.web_path}
          sizes={PREVIEW_SIZES.masonry}
          alt={artAlt(image)}
          style={{ aspectRatio: String(image.ratio) }}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
        <span className={classes.overlay}>Order a print</span>
      </Link>
      <div className={classes.caption}>
        <Text className={classes.name}>
          <bdi>{image.name}</bdi>
        </Text>
        {showArtist ? (
          <Link to="/artist/$slug" params={{ slug: image.artist_slug }} className={classes.artist}>
            <bdi>{image.artist_name}</bdi>
          </Link>
        ) : (
          <Text className={classes.artist} c="dimmed">
            {[image.medium, image.ImageCategory?.name].filter(Boolean).join(' · ') || '\u00a0'}
          </Text>
        )}
      </div>
    </article>
  );
}
