// The /order screen once its image and the config lists are in: preview left, options right
// (stacked on phones). Preset step first; then the option form, the live price breakdown and
// the action. State lives in the URL (use-configuration); price and preview run in workers.
import { Text } from '@mantine/core';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import type { CartItem } from '../../domain/cart';
import { findByValue } from '../../domain/config-lists';
import type { ConfigLists, Preset } from '../../domain/config-lists';
import { chooseMedia, setOption } from '../../domain/configurator-rules';
import { emptyPrintOptions, validatePrintOptions } from '../../domain/print-options';
import type { FieldErrors } from '../../domain/print-options';
import { userAtom } from '../../state/session';
import { useAtomValue } from '../../state/jotai';
import { INVALID_FIELD, revealFirstInvalid } from '../../ui/reveal-first-invalid';
import { buyerFor } from './buyer';
import { optionsOfItem } from './cart-input';
import { OptionForm } from './option-form';
import { OrderAction } from './order-action';
import { OrderHeading, OrderLayout } from './order-layout';
import type { OrderImage, OrderMode } from './order-image';
import { PresetStep, presetOptions } from './preset-step';
import { PreviewPanel } from './preview-panel';
import { PriceBreakdown } from './price-breakdown';
import { SimilarArt } from './similar-art';
import { useConfiguration } from './use-configuration';
import { usePalette } from './use-preview';
import { usePricing } from './use-pricing';
import { visibleErrors } from './visible-errors';
import classes from './configurator.module.css';

// Memoised: the page around it renders when its own data arrives, which changes nothing here.
export const Configurator = memo(function Configurator({
  mode,
  image,
  cartItem,
  lists,
}: {
  mode: OrderMode;
  image: OrderImage;
  cartItem: CartItem | null;
  lists: ConfigLists;
}) {
  const user = useAtomValue(userAtom);
  const priced = mode === 'calculator' ? null : { artist_id: image.artistId, markup: image.markup };
  const buyerKey = `${user?.id ?? ''}:${String(user?.wholesale_discount)}:${user?.artist_id ?? ''}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key lists what the buyer reads
  const buyer = useMemo(() => buyerFor(user, priced), [buyerKey, image]);
  const initial = useMemo(() => (cartItem ? optionsOfItem(cartItem) : null), [cartItem]);
  const { options, newest, apply, flush } = useConfiguration(lists, image.ratio, initial);
  const price = usePricing(newest, lists, buyer);

  const [hovered, setHovered] = useState<Preset | null>(null);
  const [eyedropperOn, setEyedropper] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const wrapType = findByValue(lists.wraps, options?.wrap)?.type;
  const eyedropper = eyedropperOn && wrapType === 'color';
  const palette = usePalette(options && wrapType === 'color' ? image.web : undefined);

  const shown = useMemo(
    () => options ?? (hovered ? presetOptions(hovered, image.ratio, lists) : emptyPrintOptions),
    [options, hovered, image.ratio, lists],
  );
  const previewInput = useMemo(
    () => ({ image: { url: image.web, ratio: image.ratio }, options: shown, lists }),
    [image.web, image.ratio, shown, lists],
  );
  const problems = useMemo(
    () => (options ? validatePrintOptions(options, lists, image.ratio) : {}),
    [options, lists, image.ratio],
  );
  const errors = useMemo(() => visibleErrors(problems, submitted), [problems, submitted]);
  // No price is shown for a configuration that cannot be ordered.
  const orderable = useMemo(
    () =>
      newest === options
        ? Object.keys(problems).length === 0
        : newest !== null &&
          Object.keys(validatePrintOptions(newest, lists, image.ratio)).length === 0,
    [newest, options, problems, lists, image.ratio],
  );
  const shownPrice = price?.complete && orderable ? price : null;

  const pickPreset = (preset: Preset | null) => {
    setHovered(null);
    const first = lists.medias[0]?.value;
    if (preset) apply(presetOptions(preset, image.ratio, lists));
    else apply(first ? chooseMedia(emptyPrintOptions, first, lists) : emptyPrintOptions);
  };
  const changeProduct = useCallback(() => apply(null), [apply]);
  const pickColor = useCallback(
    (hex: string) => {
      apply((o) => setOption(o, 'wrapColor', hex, lists));
      setEyedropper(false);
    },
    [apply, lists],
  );
  const onInvalid = (_errors: FieldErrors) => {
    setSubmitted(true);
    revealFirstInvalid(
      formRef.current,
      `${INVALID_FIELD}, [role="alert"], .mantine-InputWrapper-error`,
    );
  };

  const productName = options?.preset
    ? (lists.presets.find((p) => p.value === options.preset)?.name ?? 'Custom')
    : 'Custom';

  return (
    <>
      <OrderLayout
        heading={<OrderHeading mode={mode} image={image} />}
        preview={
          <PreviewPanel
            input={previewInput}
            artwork={image.web}
            largeUrl={image.large}
            title={`${image.name} by ${image.artistName}`}
            eyedropper={eyedropper}
            onPick={pickColor}
          />
        }
        optionsRef={formRef}
      >
        {options === null ? (
          <PresetStep
            lists={lists}
            ratio={image.ratio}
            buyer={buyer}
            onPick={pickPreset}
            onPreview={setHovered}
          />
        ) : (
          <div className={classes.optionsColumn}>
            <OptionForm
              options={options}
              lists={lists}
              ratio={image.ratio}
              errors={errors}
              apply={apply}
              productName={productName}
              onChangeProduct={changeProduct}
              imageUrl={image.web}
              palette={palette}
              eyedropper={eyedropper}
              onEyedropper={setEyedropper}
            />
            {shownPrice && <PriceBreakdown price={shownPrice} />}
            {buyer.wholesale && (
              <Text size="xs" c="dimmed">
                Wholesale prices: your discount is applied to every line.
              </Text>
            )}
            <OrderAction
              mode={mode}
              image={image}
              options={newest ?? options}
              price={shownPrice}
              lists={lists}
              buyer={buyer}
              cartItemId={cartItem?.id ?? null}
              onInvalid={onInvalid}
              beforeLeave={flush}
            />
          </div>
        )}
      </OrderLayout>
      {image.category && image.id !== null && (
        <SimilarArt categoryId={image.category.id} imageId={image.id} options={options} />
      )}
    </>
  );
});
