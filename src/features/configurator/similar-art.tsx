// Similar art: other images of the same subject, each opening the configurator with the
// current configuration carried over (a custom size becomes its long edge). The links follow
// the configuration a step behind: a choice renders the price first, and the links' addresses
// once that is painted, in a render React may interrupt (src/ui/after-paint.ts). They are plain
// anchors whose addresses are written once per configuration, not router Links: each Link builds
// its location and follows the router's state, so every choice (and its URL write) made a dozen
// of them work again.
import { Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { memo, type MouseEvent } from 'react';
import { api } from '../../data/api-client';
import { imageCardSchema, listOf, type ImageCard } from '../../domain/catalogue';
import type { PrintOptions } from '../../domain/print-options';
import { useAfterPaint } from '../../ui/after-paint';
import { Picture } from '../../ui/picture';
import { isPlainClick } from '../../ui/plain-click';
import { useResource } from '../content/use-resource';
import type { OrderSearchInput } from '../../routes/search-params';
import { forAnotherImage } from './url-options';
import classes from './configurator.module.css';

const relatedList = listOf(imageCardSchema);
/** The 4:3 box each picture covers (configurator.module.css .similarItem img). */
const SLOT = { width: 168, height: 126 };

interface SimilarArtProps {
  categoryId: number;
  imageId: number;
  options: PrintOptions | null;
}

export function SimilarArt({ options, ...props }: SimilarArtProps) {
  return <SimilarLinks {...props} options={useAfterPaint(options)} />;
}

/** A card's picture and names: a new configuration changes only the link around it. */
const SimilarCard = memo(function SimilarCard({ image }: { image: ImageCard }) {
  return (
    <>
      <Picture
        src={image.preview_image.web_path}
        sizes={`${Math.round(Math.max(SLOT.width, SLOT.height * image.ratio))}px`}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <Text size="sm" fw={600} lineClamp={1} mt={6}>
        <bdi>{image.name}</bdi>
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        <bdi>{image.artist_name}</bdi>
      </Text>
    </>
  );
});

const SimilarLinks = memo(function SimilarLinks({ categoryId, imageId, options }: SimilarArtProps) {
  const related = useResource(
    `related:${categoryId}:${imageId}`,
    async () =>
      (
        await api(relatedList, 'GET', '/api/get-related-images', {
          query: { image_category_id: categoryId, image_id: imageId },
        })
      ).data,
  );
  const router = useRouter();
  const images = (related.data ?? []).filter((i) => i.id !== imageId);
  if (images.length === 0) return null;
  const carried = options ? forAnotherImage(options) : {};
  const href = (id: number) => {
    const search: OrderSearchInput = { ...carried, image_id: id, mode: 'create' };
    return `/order${router.options.stringifySearch(search)}`;
  };
  // A plain click stays in the app, as a router Link's would; others (new tab) go by href.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void router.navigate({ href: event.currentTarget.getAttribute('href') ?? undefined });
  };
  return (
    <Stack component="section" gap="sm" mt={48} aria-labelledby="similar-art">
      <Title order={2} id="similar-art" fz={22}>
        Similar art
      </Title>
      <div className={classes.similarStrip}>
        {images.map((image) => (
          <a key={image.id} href={href(image.id)} onClick={follow} className={classes.similarItem}>
            <SimilarCard image={image} />
          </a>
        ))}
      </div>
    </Stack>
  );
});
