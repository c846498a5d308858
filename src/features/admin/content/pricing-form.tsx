// The pricing constants of the config lists, one number each. Prices are in dollars; the two
// discount rates are kept as fractions (0.1) but shown and typed as a percent (10 %), as the
// spec has them.
import { NumberInput, SimpleGrid } from '@mantine/core';

const isRate = (key: string) => /Discount$/.test(key);
/** 0.125 → 12.5, without the float's tail (0.07 × 100 is 7.000000000000001). */
const asPercent = (rate: number) => Math.round(rate * 1e6) / 1e4;

export function PricingForm({
  value,
  onChange,
  errors,
}: {
  value: Record<string, number>;
  onChange: (v: Record<string, number>) => void;
  errors: Record<string, string>;
}) {
  const set = (key: string, n: number) => onChange({ ...value, [key]: n });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      {Object.entries(value).map(([key, v]) =>
        isRate(key) ? (
          <NumberInput
            key={key}
            label={key}
            value={asPercent(v)}
            decimalScale={4}
            min={0}
            max={100}
            suffix="%"
            error={errors[`items.${key}`]}
            onChange={(n) => set(key, n === '' ? 0 : Number(n) / 100)}
          />
        ) : (
          <NumberInput
            key={key}
            label={key}
            value={v}
            decimalScale={4}
            min={0}
            error={errors[`items.${key}`]}
            onChange={(n) => set(key, n === '' ? 0 : Number(n))}
          />
        ),
      )}
    </SimpleGrid>
  );
}
