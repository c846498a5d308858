// A length in inches. While the buyer types, the field keeps their text (so "12." is not
// snapped to "12.5" mid-keystroke) and reports each valid number at once; on blur it shows
// the value the rules settled on (rounded to the half inch for a print size).
import { NumberInput } from '@mantine/core';
import { useState } from 'react';

export function InchInput({
  label,
  value,
  onValue,
  error,
  description,
  step = 0.5,
  max,
  disabled,
}: {
  label: string;
  value: number | null;
  onValue: (value: number | null) => void;
  error?: string | undefined;
  description?: string;
  step?: number;
  max?: number;
  disabled?: boolean;
}) {
  const [draft, setDraft] = useState<string | number | null>(null);
  return (
    <NumberInput
      label={label}
      description={description}
      value={draft ?? value ?? ''}
      onChange={(v) => {
        setDraft(v);
        const n = typeof v === 'number' ? v : Number.parseFloat(v);
        onValue(Number.isFinite(n) ? n : null);
      }}
      onBlur={() => setDraft(null)}
      error={error}
      suffix=" in"
      decimalScale={2}
      step={step}
      min={0}
      max={max}
      clampBehavior="none"
      allowNegative={false}
      inputMode="decimal"
      disabled={disabled}
    />
  );
}
