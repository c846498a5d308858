// Glazing of a framed paper print: glass, or acrylic (plexi), which is forced above a 16" long
// edge where glass gets heavy and fragile.
import { SegmentedControl, Text } from '@mantine/core';
import { setOption } from '../../domain/configurator-rules';
import { PLEXI_LONG_EDGE, longEdge } from '../../domain/print-options';
import { Section, memoSection } from './section';
import type { SectionProps } from './section';

function Glazing({ options, lists, apply }: SectionProps) {
  const forced = longEdge(options) > PLEXI_LONG_EDGE;
  return (
    <Section title="Glazing">
      <SegmentedControl
        aria-label="Glazing"
        fullWidth
        value={options.plexi ? 'plexi' : 'glass'}
        onChange={(v) => apply((o) => setOption(o, 'plexi', v === 'plexi', lists))}
        data={[
          { value: 'glass', label: 'Glass', disabled: forced },
          { value: 'plexi', label: 'Plexi (acrylic)' },
        ]}
      />
      <Text size="xs" c="dimmed">
        {options.plexi
          ? 'Shatter-resistant acrylic, lighter than glass.'
          : 'Clear float glass with a foamcore backing.'}
      </Text>
    </Section>
  );
}

export const GlazingSection = memoSection(
  Glazing,
  (o) => [o.plexi, longEdge(o) > PLEXI_LONG_EDGE],
  ['plexi'],
);
