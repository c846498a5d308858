// An artist in the archive: cover strip, round portrait, name and number of works.
import { countOf } from '../../domain/format';
import { Link } from '@tanstack/react-router';
import type { ArtistCard as Artist } from '../../domain/catalogue';
import { initials } from './initials';
import { Picture } from '../../ui/picture';
import classes from './artist-card.module.css';

export function ArtistCard({ artist }: { artist: Artist }) {
  return (
    <Link to="/artist/$slug" params={{ slug: artist.slug }} className={classes.card}>
      <span className={classes.cover} aria-hidden>
        {artist.profile_background && (
          // A picture, not a CSS background: a copy as wide as the card, in a modern format, and
          // asked for only near the screen (a dozen full-size covers held a phone's first view).
          <Picture
            className={classes.coverImage}
            src={artist.profile_background}
            sizes="(min-width: 75em) 300px, (min-width: 48em) 45vw, 100vw"
            alt=""
            loading="lazy"
          />
        )}
      </span>
      <span className={classes.portrait}>
        {artist.profile_image ? (
          <Picture
            src={artist.profile_image}
            sizes="104px"
            alt={`Portrait of ${artist.artist_name}`}
            loading="lazy"
          />
        ) : (
          <span className={classes.initials} aria-hidden>
            {initials(artist.artist_name)}
          </span>
        )}
      </span>
      <span className={classes.name}>{artist.artist_name}</span>
      <span className={classes.count}>{countOf(artist.images_count, 'work')}</span>
      <span className={classes.view}>View portfolio</span>
    </Link>
  );
}
