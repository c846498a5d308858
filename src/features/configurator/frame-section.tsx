// Frame: on picks the black moulding, and plexi above a 16" long edge; frames are disabled
// above 32". Mouldings show as swatches with their name and moulding number.
import { Switch, Text, Tooltip } from '@mantine/core';
import { useId } from 'react';
import { FRAME_MAX_LONG_EDGE, longEdge } from '../../domain/print-options';
import { chooseFrame, toggleFrame } from '../../domain/configurator-rules';
import { formatMoney } from '../../domain/format';
import { onRadioGroupKeyDown, radioTabIndex } from '../../ui/radio-keys';
import { Section, firstError, memoSection } from './section';
import type { SectionProps } from './section';
import classes from './configurator.module.css';

function Frame({ options, lists, errors, apply }: SectionProps) {
  const disabled = longEdge(options) > FRAME_MAX_LONG_EDGE;
  const on = options.frame !== null;
  const error = firstError(errors, 'frame');
  const errorId = useId();
  return (
    <Section
      title="Frame"
      aside={
        <Switch
          aria-label="Frame"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          checked={on}
          disabled={disabled}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            apply((o) => toggleFrame(o, on, lists));
          }}
        />
      }
    >
      {on && (
        <div
          className={classes.swatchRow}
          role="radiogroup"
          aria-label="Frame moulding"
          onKeyDown={onRadioGroupKeyDown}
        >
          {lists.frames.map((f, i) => {
            const checked = options.frame === f.value;
            return (
              <Tooltip
                key={f.value}
                label={`${f.text} · ${f.mouldingNumber} · ${formatMoney(f.pricePerLinearIn)} per inch`}
                withinPortal
              >
                <button
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  tabIndex={radioTabIndex(checked, i, on)}
                  data-checked={checked || undefined}
                  className={classes.frameSwatch}
                  onClick={() => apply((o) => chooseFrame(o, f.value, lists))}
                >
                  <img src={f.swatchImage} alt="" loading="lazy" />
                  {f.text}
                </button>
              </Tooltip>
            );
          })}
        </div>
      )}
      {error && (
        <Text size="xs" c="red.8" role="alert" id={errorId}>
          {error}
        </Text>
      )}
    </Section>
  );
}

export const FrameSection = memoSection(
  Frame,
  (o) => [o.frame, longEdge(o) > FRAME_MAX_LONG_EDGE],
  ['frame'],
);
