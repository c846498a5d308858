// The pricing constants of the config lists, one number each. Prices are in dollars; the two
// discount rates are kept as fractions (0.1) but shown and typed as a percent (10 %), as the
// spec has them.
import { NumberInput, SimpleGrid } from '@mantine/core';
import { fieldLabel } from '../../../domain/admin/content';

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
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      {Object.entries(value).map(([key, v]) => {
        const percent = isRate(key);
        return (
          <NumberInput
            key={key}
            label={fieldLabel(key)}
            prefix={percent ? undefined : '$'}
            value={percent ? asPercent(v) : v}
            decimalScale={4}
            min={0}
            max={percent ? 100 : undefined}
            suffix={percent ? '%' : undefined}
            error={errors[`items.${key}`]}
            onChange={(n) =>
              onChange({ ...value, [key]: n === '' ? 0 : Number(n) / (percent ? 100 : 1) })
            }
          />
        );
      })}
    </SimpleGrid>
  );
}
