// Mat: on picks the white mat, 2" wide, with a 0.5" paper border; off clears it.
import { ColorSwatch, Group, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { chooseMat, setOption, toggleMat } from '../../domain/configurator-rules';
import { onRadioGroupKeyDown, radioTabIndex } from '../../ui/radio-keys';
import { isLight } from './colors';
import { InchInput } from './inch-input';
import { Section, firstError, memoSection } from './section';
import type { SectionProps } from './section';

function Mat({ options, lists, errors, apply }: SectionProps) {
  const on = options.mat !== null;
  const current = lists.mats.find((m) => m.value === options.mat);
  return (
    <Section
      title="Mat"
      aside={
        <Switch
          aria-label="Mat"
          checked={on}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            apply((o) => toggleMat(o, on, lists));
          }}
        />
      }
    >
      {on && (
        <Stack gap="xs">
          <Group gap={10} role="radiogroup" aria-label="Mat colour" onKeyDown={onRadioGroupKeyDown}>
            {lists.mats.map((m, i) => {
              const checked = options.mat === m.value;
              return (
                // Named on hover by its title, not a Tooltip: see frame-section.tsx.
                <UnstyledButton
                  key={m.value}
                  role="radio"
                  aria-checked={checked}
                  tabIndex={radioTabIndex(checked, i, on)}
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
            onValue={(m) => apply((o) => setOption(o, 'matSize', m, lists), 'replace')}
            error={firstError(errors, 'matSize', 'mat')}
          />
        </Stack>
      )}
    </Section>
  );
}

export const MatSection = memoSection(Mat, (o) => [o.mat, o.matSize], ['mat', 'matSize']);
