// The finishing touches: varnish (canvas), a torn (deckled) edge (art papers), and quantity.
import { NumberInput, Text } from '@mantine/core';
import { Select } from '../../ui/select';
import { useCallback, useId, useState } from 'react';
import { setOption } from '../../domain/configurator-rules';
import { formatMoney } from '../../domain/format';
import { QUANTITY_MAX, QUANTITY_MIN, clampQuantity } from '../../domain/print-options';
import { TORN_EDGE_LARGE_AREA, TORN_EDGE_LARGE_PRICE, TORN_EDGE_PRICE } from '../../domain/pricing';
import { Section, SectionSwitch, firstError, memoSection } from './section';
import type { SectionProps } from './section';

const NO_VARNISH = '';

function Varnish({ options, lists, errors, apply }: SectionProps) {
  return (
    <Section title="Varnish">
      <Select
        aria-label="Varnish"
        data={[
          { value: NO_VARNISH, label: 'No varnish' },
          ...lists.varnishes.map((v) => ({ value: v.value, label: v.text })),
        ]}
        value={options.varnish ?? NO_VARNISH}
        onChange={(v) => apply((o) => setOption(o, 'varnish', v ? v : null, lists))}
        allowDeselect={false}
        error={firstError(errors, 'varnish')}
      />
    </Section>
  );
}

function TornEdge({ options, lists, errors, apply }: SectionProps) {
  const error = firstError(errors, 'deckling');
  const errorId = useId();
  const onToggle = useCallback(
    (on: boolean) => apply((o) => setOption(o, 'deckling', on, lists)),
    [apply, lists],
  );
  return (
    <Section
      title="Torn edge"
      aside={
        <SectionSwitch
          label="Torn edge"
          errorId={error ? errorId : undefined}
          checked={options.deckling}
          onToggle={onToggle}
        />
      }
    >
      <Text size="xs" c="dimmed">
        A hand-torn, deckled paper edge: {formatMoney(TORN_EDGE_PRICE)}, or{' '}
        {formatMoney(TORN_EDGE_LARGE_PRICE)} above {TORN_EDGE_LARGE_AREA} sq in.
      </Text>
      {error && (
        <Text size="xs" c="red.8" role="alert" id={errorId}>
          {error}
        </Text>
      )}
    </Section>
  );
}

/**
 * Quantity 1..99: what is typed is clamped at once, so the field always shows the quantity
 * priced (0 becomes 1, 150 becomes 99); a cleared field prices 1 and shows it as its
 * placeholder until a number is typed.
 */
function Quantity({ options, lists, errors, apply }: SectionProps) {
  const [cleared, setCleared] = useState(false);
  const set = (quantity: number) => apply((o) => setOption(o, 'quantity', quantity, lists), 'live');
  return (
    <Section title="Quantity">
      <NumberInput
        aria-label="Quantity"
        value={cleared ? '' : options.quantity}
        placeholder={String(QUANTITY_MIN)}
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        onChange={(v) => {
          const n = typeof v === 'number' ? v : Number.parseInt(v, 10);
          setCleared(!Number.isFinite(n));
          set(Number.isFinite(n) ? clampQuantity(n) : QUANTITY_MIN);
        }}
        onBlur={() => setCleared(false)}
        error={firstError(errors, 'quantity')}
        w={120}
      />
    </Section>
  );
}

export const VarnishSection = memoSection(Varnish, (o) => [o.varnish], ['varnish']);
export const TornEdgeSection = memoSection(TornEdge, (o) => [o.deckling], ['deckling']);
export const QuantitySection = memoSection(Quantity, (o) => [o.quantity], ['quantity']);
