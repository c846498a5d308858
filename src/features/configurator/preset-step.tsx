// The first step: a product card per preset (its picture, what it is, the price of this image
// in it) and Custom. Hovering or focusing a card previews it; choosing applies its config.
import { Badge, Card, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { ConfigLists, Preset } from '../../domain/config-lists';
import { applyPreset } from '../../domain/configurator-rules';
import { formatMoney } from '../../domain/format';
import type { Buyer } from '../../domain/pricing';
import { emptyPrintOptions } from '../../domain/print-options';
import type { PrintOptions } from '../../domain/print-options';
import { summarize } from '../../domain/print-summary';
import { useTotals } from './use-pricing';
import { Picture } from '../../ui/picture';
import classes from './configurator.module.css';

/** A preset card's picture: two cards a row on a phone, else about 220 px (.presetGrid). */
const PRESET_IMAGE_SIZES = '(max-width: 30em) 50vw, 240px';

export function presetOptions(preset: Preset, ratio: number, lists: ConfigLists): PrintOptions {
  return applyPreset(emptyPrintOptions, preset, ratio, lists);
}

export function PresetStep({
  lists,
  ratio,
  buyer,
  onPick,
  onPreview,
}: {
  lists: ConfigLists;
  ratio: number;
  buyer: Buyer;
  /** A preset, or null for Custom. */
  onPick: (preset: Preset | null) => void;
  /** The preset under the pointer or focus, to preview (null when none). */
  onPreview: (preset: Preset | null) => void;
}) {
  const configurations = useMemo(
    () => Object.fromEntries(lists.presets.map((p) => [p.value, presetOptions(p, ratio, lists)])),
    [lists, ratio],
  );
  const prices = useTotals(configurations, lists, buyer);
  const hover = (p: Preset | null) => ({
    onMouseEnter: () => onPreview(p),
    onMouseLeave: () => onPreview(null),
    onFocus: () => onPreview(p),
    onBlur: () => onPreview(null),
  });
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz={22}>
          Choose a product
        </Title>
        <Text c="dimmed" size="sm">
          Start from one of our most ordered finishes, then adjust every option. Or start from
          scratch with Custom.
        </Text>
      </div>
      <div className={classes.presetGrid}>
        {lists.presets.map((p) => (
          <UnstyledButton
            key={p.value}
            onClick={() => onPick(p)}
            {...hover(p)}
            data-preset={p.value}
          >
            <Card withBorder radius="md" className={classes.presetCard}>
              <Picture
                className={classes.presetImage}
                src={p.previewImage}
                sizes={PRESET_IMAGE_SIZES}
                alt=""
                loading="lazy"
              />
              <Stack gap={4} p="sm" style={{ flex: 1 }}>
                <Text fw={700}>{p.name}</Text>
                <Text size="xs" c="dimmed">
                  {summarize(configurations[p.value]!, lists)}
                </Text>
                <Badge variant="light" color="burgundy" mt="auto" size="lg" radius="sm">
                  {formatMoney(prices[p.value])}
                </Badge>
              </Stack>
            </Card>
          </UnstyledButton>
        ))}
        <UnstyledButton onClick={() => onPick(null)} {...hover(null)} data-preset="custom">
          <Card withBorder radius="md" className={classes.presetCard}>
            <div className={classes.presetCustom}>
              <IconAdjustments size={44} stroke={1.4} />
            </div>
            <Stack gap={4} p="sm">
              <Text fw={700}>Custom</Text>
              <Text size="xs" c="dimmed">
                Choose the media, size, border, mat, frame and finish yourself.
              </Text>
            </Stack>
          </Card>
        </UnstyledButton>
      </div>
    </Stack>
  );
}
