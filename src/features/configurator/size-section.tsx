// Size: a long edge from the list (the other side follows the image), or a custom width and
// height, each deriving the other from the image ratio, rounded to the half inch. The slider
// drags the long edge; its updates replace the URL entry instead of piling up history.
import { Group, Slider, Stack, Text } from '@mantine/core';
import { Select } from '../../ui/select';
import { useState } from 'react';
import { findByValue } from '../../domain/config-lists';
import { chooseSize, editHeight, editWidth } from '../../domain/configurator-rules';
import type { PrintOptions } from '../../domain/print-options';
import { sizeFromLongEdge } from '../../domain/size-rounding';
import { InchInput } from './inch-input';
import { Section, firstError, memoSection } from './section';
import type { SectionProps } from './section';

const SLIDER_MIN = 4;

function fits(w: number, h: number, [mw, mh]: readonly [number, number]) {
  return (w <= mw && h <= mh) || (w <= mh && h <= mw);
}

function Size({ options, lists, ratio, errors, apply }: SectionProps) {
  // The thumb follows the pointer at once; the options follow as a transition.
  const [dragging, setDragging] = useState<number | null>(null);
  const media = findByValue(lists.medias, options.media);
  const max = media?.maxDimensions ?? ([60, 60] as const);
  const sizes = [...lists.printSizes];
  if (typeof options.size === 'number' && !sizes.includes(options.size)) sizes.push(options.size);
  const data = [
    { value: 'none', label: 'Select a size' },
    ...sizes
      .sort((a, b) => a - b)
      .map((long) => {
        const { width, height } = sizeFromLongEdge(long, ratio);
        const ok = fits(width, height, max);
        return {
          value: String(long),
          label: `${width} x ${height} in${ok ? '' : ' (too large for this media)'}`,
          disabled: !ok,
        };
      }),
    { value: 'custom', label: 'Custom size' },
  ];
  const pick = (v: string | null) => {
    const size: PrintOptions['size'] =
      v === 'custom' ? 'custom' : v === null || v === 'none' ? 'none' : Number(v);
    apply((o) => chooseSize(o, size, ratio, lists));
  };
  const landscape = ratio >= 1;
  const long = Math.max(options.printWidth ?? 0, options.printHeight ?? 0);
  const longMax = Math.max(...max);
  const drag = (v: number) => {
    setDragging(v);
    apply(
      (o) => (landscape ? editWidth(o, v, ratio, lists) : editHeight(o, v, ratio, lists)),
      'live',
    );
  };

  return (
    <Section
      title="Size"
      aside={
        <Text size="xs" c="dimmed">
          Image size, without border or mat
        </Text>
      }
    >
      <Select
        label="Print size"
        data={data}
        value={String(options.size)}
        onChange={pick}
        allowDeselect={false}
        error={firstError(errors, 'size')}
      />
      {options.size === 'custom' && (
        <Stack gap="xs">
          <Group grow align="flex-start">
            <InchInput
              label="Width"
              value={options.printWidth}
              onValue={(w) => apply((o) => editWidth(o, w, ratio, lists), 'live')}
              error={firstError(errors, 'printWidth')}
            />
            <InchInput
              label="Height"
              value={options.printHeight}
              onValue={(h) => apply((o) => editHeight(o, h, ratio, lists), 'live')}
              error={firstError(errors, 'printHeight')}
            />
          </Group>
          <Slider
            thumbLabel={landscape ? 'Width in inches' : 'Height in inches'}
            thumbValueText={(v) => `${v} inches`}
            min={SLIDER_MIN}
            max={longMax}
            step={0.5}
            value={dragging ?? Math.min(longMax, Math.max(SLIDER_MIN, long || SLIDER_MIN))}
            onChange={drag}
            onChangeEnd={() => setDragging(null)}
            label={(v) => `${v} in`}
            marks={[
              { value: SLIDER_MIN, label: `${SLIDER_MIN}"` },
              { value: longMax, label: `${longMax}"` },
            ]}
            mb="md"
          />
        </Stack>
      )}
    </Section>
  );
}

export const SizeSection = memoSection(
  Size,
  (o) => [o.size, o.printWidth, o.printHeight, o.media],
  ['size', 'printWidth', 'printHeight'],
);
