// Frame: on picks the black moulding, and plexi above a 16" long edge; frames are disabled
// above 32". Mouldings show as swatches with their name; the chosen one's moulding number and
// price per inch are written under them, and every swatch's on hover (its title). A Mantine
// Tooltip per swatch (floating-ui, a portal, an enter transition rendered with flushSync) cost
// more main-thread time on a phone than the choice it sat on.
import { Stack, Text } from '@mantine/core';
import { useCallback, useId } from 'react';
import { FRAME_MAX_LONG_EDGE, longEdge } from '../../domain/print-options';
import { chooseFrame, toggleFrame } from '../../domain/configurator-rules';
import { onRadioGroupKeyDown, radioTabIndex } from '../../ui/radio-keys';
import { Section, SectionSwitch, firstError, memoSection } from './section';
import { rateAmount } from '../../domain/pricing/describe';
import type { SectionProps } from './section';
import classes from './configurator.module.css';

const mouldingOf = (f: { text: string; mouldingNumber: string; pricePerLinearIn: number }) =>
  `${f.text} · moulding ${f.mouldingNumber} · ${rateAmount(f.pricePerLinearIn)} per inch`;

function Frame({ options, lists, errors, apply }: SectionProps) {
  const disabled = longEdge(options) > FRAME_MAX_LONG_EDGE;
  const on = options.frame !== null;
  const error = firstError(errors, 'frame');
  const errorId = useId();
  const current = lists.frames.find((f) => f.value === options.frame);
  const onToggle = useCallback(
    (on: boolean) => apply((o) => toggleFrame(o, on, lists)),
    [apply, lists],
  );
  return (
    <Section
      title="Frame"
      aside={
        <SectionSwitch
          label="Frame"
          errorId={error ? errorId : undefined}
          checked={on}
          disabled={disabled}
          onToggle={onToggle}
        />
      }
    >
      {on && (
        <Stack gap="xs">
          <div
            className={classes.swatchRow}
            role="radiogroup"
            aria-label="Frame moulding"
            onKeyDown={onRadioGroupKeyDown}
          >
            {lists.frames.map((f, i) => {
              const checked = options.frame === f.value;
              return (
                <button
                  key={f.value}
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  tabIndex={radioTabIndex(checked, i, on)}
                  data-checked={checked || undefined}
                  className={classes.frameSwatch}
                  title={mouldingOf(f)}
                  onClick={() => apply((o) => chooseFrame(o, f.value, lists))}
                >
                  <img src={f.swatchImage} alt="" loading="lazy" />
                  {f.text}
                </button>
              );
            })}
          </div>
          {current && (
            <Text size="xs" c="dimmed">
              {mouldingOf(current)}
            </Text>
          )}
        </Stack>
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
