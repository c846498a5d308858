// My Works as cards: the picture on a neutral mat, name, original size and medium, the market
// checkbox and the actions.
import { Badge, Group, Text } from '@mantine/core';
import type { PortfolioImage } from '../../domain/portfolio';
import { CardActions, MarketCheckbox, type WorkHandlers } from './work-actions';
import classes from './portfolio.module.css';

export const sizeText = (image: PortfolioImage) =>
  `${image.original_width} x ${image.original_height} in`;

export function WorksGrid({
  images,
  tourImageId,
  handlers,
}: {
  images: PortfolioImage[];
  tourImageId: number | undefined;
  handlers: WorkHandlers;
}) {
  return (
    <div className={classes.grid}>
      {images.map((image, i) => (
        <article key={image.id} className={classes.card} aria-label={image.name}>
          <div className={classes.frame}>
            <img
              src={image.preview_image.web_path}
              alt={image.name}
              loading={i < 3 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </div>
          <div className={classes.cardBody}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600}>
                <bdi>{image.name}</bdi>
              </Text>
              {!image.sale_in_market && (
                <Badge variant="light" color="gray" size="sm" className={classes.hiddenBadge}>
                  Not in market
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {[sizeText(image), image.medium, image.ImageCategory?.name]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <MarketCheckbox image={image} onMarket={handlers.onMarket} />
            <CardActions image={image} tour={image.id === tourImageId} handlers={handlers} />
          </div>
        </article>
      ))}
    </div>
  );
}
