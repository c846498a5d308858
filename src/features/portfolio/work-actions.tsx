// The actions on one image: Order Prints (to the configurator), Download, Edit Details and
// Delete, as labelled buttons on a card or icon buttons in a table row, and the 'Sell in market'
// checkbox. The first image's buttons carry the tour's stops.
import { ActionIcon, Button, Checkbox, Group, Tooltip } from '@mantine/core';
import { OpenerTooltip } from '../../ui/opener-tooltip';
import { IconDownload, IconPencil, IconPrinter, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PORTFOLIO_MSG, type PortfolioImage } from '../../domain/portfolio';
import classes from './portfolio.module.css';
import { TourTarget } from './works-tour';

export interface WorkHandlers {
  onDownload: (image: PortfolioImage) => void;
  onEdit: (image: PortfolioImage) => void;
  onDelete: (image: PortfolioImage) => void;
  onMarket: (image: PortfolioImage, sell: boolean) => void;
}

const orderSearch = (image: PortfolioImage) => ({ image_id: image.id, mode: 'create' as const });

export function MarketCheckbox({
  image,
  onMarket,
  compact = false,
}: {
  image: PortfolioImage;
  onMarket: WorkHandlers['onMarket'];
  compact?: boolean;
}) {
  // The tick follows the artist's click in the click's own frame; the page's copy of the image
  // (a query's data, which renders a task later) catches up, or puts it back if refused.
  const [checked, setChecked] = useState(image.sale_in_market);
  const [shownFor, setShownFor] = useState(image);
  if (shownFor !== image) {
    setShownFor(image);
    setChecked(image.sale_in_market);
  }
  return (
    <Checkbox
      size={compact ? 'xs' : 'sm'}
      label={PORTFOLIO_MSG.sellInMarket}
      checked={checked}
      onChange={(e) => {
        setChecked(e.currentTarget.checked);
        onMarket(image, e.currentTarget.checked);
      }}
      aria-label={`${PORTFOLIO_MSG.sellInMarket}: ${image.name}`}
    />
  );
}

export function CardActions({
  image,
  tour,
  handlers,
}: {
  image: PortfolioImage;
  tour: boolean;
  handlers: WorkHandlers;
}) {
  return (
    <div className={classes.cardFoot}>
      <TourTarget stop="order" enabled={tour}>
        <Button
          renderRoot={(props) => <Link {...props} to="/order" search={orderSearch(image)} />}
          leftSection={<IconPrinter size={16} aria-hidden />}
          fullWidth
          aria-label={`Order Prints of ${image.name}`}
        >
          Order Prints
        </Button>
      </TourTarget>
      <div className={classes.cardActions}>
        <TourTarget stop="download" enabled={tour}>
          <Button
            variant="light"
            size="xs"
            px={6}
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => handlers.onDownload(image)}
            aria-label={`Download ${image.name}`}
          >
            Download
          </Button>
        </TourTarget>
        <TourTarget stop="edit" enabled={tour}>
          <Button
            variant="light"
            size="xs"
            px={6}
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => handlers.onEdit(image)}
            aria-label={`Edit Details of ${image.name}`}
          >
            Edit Details
          </Button>
        </TourTarget>
        <OpenerTooltip label="Delete" withArrow>
          <ActionIcon
            variant="subtle"
            color="red.8"
            size={30}
            onClick={() => handlers.onDelete(image)}
            aria-label={`Delete ${image.name}`}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </OpenerTooltip>
      </div>
    </div>
  );
}

export function RowActions({
  image,
  tour,
  handlers,
}: {
  image: PortfolioImage;
  tour: boolean;
  handlers: WorkHandlers;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <TourTarget stop="order" enabled={tour}>
        <Tooltip label="Order Prints" withArrow>
          <ActionIcon
            renderRoot={(props) => <Link {...props} to="/order" search={orderSearch(image)} />}
            variant="filled"
            size="lg"
            aria-label={`Order Prints of ${image.name}`}
          >
            <IconPrinter size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </TourTarget>
      <TourTarget stop="download" enabled={tour}>
        <OpenerTooltip label="Download" withArrow>
          <ActionIcon
            variant="light"
            size="lg"
            onClick={() => handlers.onDownload(image)}
            aria-label={`Download ${image.name}`}
          >
            <IconDownload size={18} aria-hidden />
          </ActionIcon>
        </OpenerTooltip>
      </TourTarget>
      <TourTarget stop="edit" enabled={tour}>
        <OpenerTooltip label="Edit Details" withArrow>
          <ActionIcon
            variant="light"
            size="lg"
            onClick={() => handlers.onEdit(image)}
            aria-label={`Edit Details of ${image.name}`}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </OpenerTooltip>
      </TourTarget>
      <OpenerTooltip label="Delete" withArrow>
        <ActionIcon
          variant="subtle"
          color="red.8"
          size="lg"
          onClick={() => handlers.onDelete(image)}
          aria-label={`Delete ${image.name}`}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </OpenerTooltip>
    </Group>
  );
}
