// The home page's banner: title, subtitle and button from the homepage fields, beside a framed
// print of the newest work (or the banner image the fields name).
import { Box, Container, Skeleton, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ImageCard } from '../../domain/catalogue';
import type { ContentFields } from '../../domain/content';
import { HERO_SIZES, heroPicture } from '../../domain/public-pictures';
import { PictureFormats } from '../../ui/picture';
import { artAlt } from '../catalog/art-card';
import classes from './home-banner.module.css';
import { ButtonLink } from '../../ui/router-links';

export function HomeBanner({
  fields,
  featured,
}: {
  fields: ContentFields | undefined;
  featured: ImageCard | undefined;
}) {
  const picture = heroPicture(fields?.first_section_image, featured);
  const isArtwork = featured !== undefined && !fields?.first_section_image;
  return (
    <Box component="section" className={classes.banner} aria-labelledby="home-title">
      <Container size="xl" className={classes.inner}>
        <div className={classes.copy}>
          <Text className={classes.eyebrow}>Archival fine-art prints</Text>
          {fields ? (
            <Title order={1} id="home-title" className={classes.title}>
              {fields.first_section_title}
            </Title>
          ) : (
            <>
              <span id="home-title" hidden>
                Gallery Print Shop
              </span>
              <Skeleton height={56} width="85%" mb={12} opacity={0.25} />
              <Skeleton height={56} width="60%" opacity={0.25} />
            </>
          )}
          <span className={classes.rule} aria-hidden />
          <Text className={classes.subtitle}>{fields?.first_section_subtitle ?? '\u00a0'}</Text>
          <div className={classes.actions}>
            <ButtonLink
              to={fields?.first_section_button_link || '/art-categories'}
              size="lg"
              color="gold.5"
              c="burgundy.9"
            >
              {fields?.first_section_button_text || 'Browse the collection'}
            </ButtonLink>
            <ButtonLink to="/artist-archive" size="lg" variant="outline" color="white">
              Meet the artists
            </ButtonLink>
          </div>
        </div>
        <div className={classes.art}>
          {picture ? (
            <figure className={classes.frame}>
              <PictureFormats picture={picture} sizes={HERO_SIZES}>
                <img
                  src={picture.src}
                  srcSet={picture.srcSet}
                  sizes={HERO_SIZES}
                  alt={isArtwork ? artAlt(featured) : ''}
                  className={isArtwork ? classes.artwork : undefined}
                  fetchPriority="high"
                />
              </PictureFormats>
              {isArtwork && (
                <figcaption>
                  <Link
                    to="/order"
                    search={{ image_id: featured.id, mode: 'create' }}
                    className={classes.caption}
                  >
                    {featured.name} · {featured.artist_name}
                  </Link>
                </figcaption>
              )}
            </figure>
          ) : (
            <div className={classes.frame} aria-hidden>
              <span className={classes.placeholder} />
            </div>
          )}
        </div>
      </Container>
    </Box>
  );
}
