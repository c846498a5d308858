// The option form after the preset step: one section per option the chosen media offers, in a
// framer's order (media, size, border, mat, frame, glazing, mounting, wrap, finish, quantity).
import { Button, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { memo } from 'react';
import { findByValue, offers } from '../../domain/config-lists';
import { BorderSection } from './border-section';
import { QuantitySection, TornEdgeSection, VarnishSection } from './finish-sections';
import { FrameSection } from './frame-section';
import { GlazingSection } from './glazing-section';
import { InfoMessages } from './info-messages';
import { MatSection } from './mat-section';
import { MediaSection } from './media-section';
import { MountingSection } from './mounting-section';
import type { SectionProps } from './section';
import { SizeSection } from './size-section';
import { WrapSection } from './wrap-section';

/** Memoised like the sections: most choices keep the product. */
const ProductHeading = memo(function ProductHeading({
  productName,
  onChangeProduct,
}: {
  productName: string;
  onChangeProduct: () => void;
}) {
  return (
    <Group justify="space-between" gap="xs" pb="xs">
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts="0.06em">
          Product
        </Text>
        <Text fw={700} fz="lg" data-testid="product-name">
          {productName}
        </Text>
      </div>
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        onClick={onChangeProduct}
        size="compact-md"
      >
        Change product
      </Button>
    </Group>
  );
});

export function OptionForm({
  productName,
  onChangeProduct,
  imageUrl,
  palette,
  eyedropper,
  onEyedropper,
  ...props
}: SectionProps & {
  productName: string;
  onChangeProduct: () => void;
  imageUrl: string | null;
  palette: string[];
  eyedropper: boolean;
  onEyedropper: (on: boolean) => void;
}) {
  const { options, lists } = props;
  const media = findByValue(lists.medias, options.media);
  const has = (group: Parameters<typeof offers>[1]) => offers(media, group);
  return (
    <div>
      <ProductHeading productName={productName} onChangeProduct={onChangeProduct} />
      <MediaSection {...props} />
      {media && (
        <>
          <SizeSection {...props} />
          {has('border') && <BorderSection {...props} />}
          {has('mat') && <MatSection {...props} />}
          {has('frame') && <FrameSection {...props} />}
          {options.frame !== null && has('plexi') && <GlazingSection {...props} />}
          {(has('mounting') || has('stretcher')) && <MountingSection {...props} media={media} />}
          {has('wrap') && (
            <WrapSection
              {...props}
              imageUrl={imageUrl}
              palette={palette}
              eyedropper={eyedropper}
              onEyedropper={onEyedropper}
            />
          )}
          {has('varnish') && <VarnishSection {...props} />}
          {has('deckling') && <TornEdgeSection {...props} />}
        </>
      )}
      <QuantitySection {...props} />
      <InfoMessages options={options} lists={lists} />
    </div>
  );
}
