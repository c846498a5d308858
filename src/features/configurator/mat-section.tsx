// Mat: on picks the white mat, 2" wide, with a 0.5" paper border; off clears it.
import { ColorSwatch, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { memo, useCallback } from 'react';
import type { ConfigLists } from '../../domain/config-lists';
import { chooseMat, setOption, toggleMat } from '../../domain/configurator-rules';
import { onRadioGroupKeyDown, radioTabIndex } from '../../ui/radio-keys';
import { isLight } from './colors';
import { InchInput } from './inch-input';
import { Section, SectionSwitch, firstError, memoSection } from './section';
import type { Apply } from './use-configuration';
import type { SectionProps } from './section';

/** The mat colours, memoised: typing the mat width does not render the swatches again. */
const MatColours = memo(function MatColours({
  value,
  lists,
  apply,
}: {
  value: string | null;
  lists: ConfigLists;
  apply: Apply;
}) {
  return (
    <Group gap={10} role="radiogroup" aria-label="Mat colour" onKeyDown={onRadioGroupKeyDown}>
      {lists.mats.map((m, i) => {
        const checked = value === m.value;
        return (
          // Named on hover by its title, not a Tooltip: see frame-section.tsx.
          <UnstyledButton
            key={m.value}
            role="radio"
            aria-checked={checked}
            tabIndex={radioTabIndex(checked, i, true)}
            aria-label={m.text}
            title={m.text}
            onClick={() => apply((o) => chooseMat(o, m.value, lists))}
          >
            <ColorSwatch color={m.color} size={44} radius="sm" withShadow>
              {checked && <IconCheck size={16} color={isLight(m.color) ? '#222' : '#fff'} />}
            </ColorSwatch>
          </UnstyledButton>
        );
      })}
    </Group>
  );
});

function Mat({ options, lists, errors, apply }: SectionProps) {
  const on = options.mat !== null;
  const current = lists.mats.find((m) => m.value === options.mat);
  const onToggle = useCallback(
    (on: boolean) => apply((o) => toggleMat(o, on, lists)),
    [apply, lists],
  );
  return (
    <Section title="Mat" aside={<SectionSwitch label="Mat" checked={on} onToggle={onToggle} />}>
      {on && (
        <Stack gap="xs">
          <MatColours value={options.mat} lists={lists} apply={apply} />
          {current && (
            <Text size="xs" c="dimmed">
              {current.text}
            </Text>
          )}
          <InchInput
            label="Mat width"
            description="1 to 6 inches on each side"
            value={options.matSize}
            step={0.25}
            max={6}
            onValue={(m) => apply((o) => setOption(o, 'matSize', m, lists), 'live')}
            error={firstError(errors, 'matSize', 'mat')}
          />
        </Stack>
      )}
    </Section>
  );
}

export const MatSection = memoSection(Mat, (o) => [o.mat, o.matSize], ['mat', 'matSize']);
