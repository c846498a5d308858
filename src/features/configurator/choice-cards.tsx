// A set of choices shown as cards (radio semantics, arrow keys move between them), each with an
// optional thumbnail and a second line: how framing shops show papers and mountings.
import { Radio, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './configurator.module.css';

export interface Choice {
  value: string;
  label: string;
  detail?: ReactNode;
  thumb?: string | null;
  swatch?: string;
}

export function ChoiceCards({
  name,
  label,
  choices,
  value,
  onChange,
  error,
}: {
  name: string;
  label: string;
  choices: Choice[];
  value: string | null;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    // The label names the radio group itself (an aria-label would land on the wrapper); the
    // section's heading already shows it.
    <Radio.Group
      name={name}
      value={value}
      onChange={onChange}
      label={<VisuallyHidden>{label}</VisuallyHidden>}
      styles={{ label: { display: 'block' } }}
      error={error}
    >
      <div className={classes.choiceGrid}>
        {choices.map((c) => (
          <Radio.Card key={c.value} value={c.value} className={classes.choice} radius="sm">
            {c.thumb ? (
              <img className={classes.choiceThumb} src={c.thumb} alt="" loading="lazy" />
            ) : c.swatch ? (
              <span className={classes.choiceThumb} style={{ background: c.swatch }} />
            ) : null}
            <span>
              <Text size="sm" fw={600} lh={1.25}>
                {c.label}
              </Text>
              {c.detail && (
                <Text size="xs" c="dimmed" lh={1.3}>
                  {c.detail}
                </Text>
              )}
            </span>
          </Radio.Card>
        ))}
      </div>
    </Radio.Group>
  );
}
