// The configurator while its image and config lists load, in the screen's own frame: the
// heading, the preview's space (with the artwork as soon as the image is known, painted before
// the option panels) and a placeholder for the options taller than any screen, so the footer
// stays below the fold and nothing moves when the panels come in behind it.
import { Skeleton, Stack } from '@mantine/core';
import { OrderHeading, OrderLayout } from './order-layout';
import type { OrderImage, OrderMode } from './order-image';
import { PreviewPanel } from './preview-panel';

const noPick = () => undefined;

export function ConfiguratorLoading({
  mode,
  image,
}: {
  mode: OrderMode;
  image: OrderImage | null;
}) {
  return (
    <div aria-busy="true" aria-label="Loading the configurator">
      <OrderLayout
        heading={<OrderHeading mode={mode} image={image} />}
        preview={
          <PreviewPanel
            input={null}
            artwork={image?.web ?? null}
            largeUrl={null}
            title={image ? `${image.name} by ${image.artistName}` : 'Artwork'}
            eyedropper={false}
            onPick={noPick}
          />
        }
      >
        <Stack>
          <Skeleton height={28} width="50%" />
          <Skeleton height={20} width="80%" />
          <Skeleton height={300} />
          <Skeleton height={300} />
        </Stack>
      </OrderLayout>
    </div>
  );
}
