// The configurator's notes (spec, word for word): the white wrap with a frame, frames disabled
// above 32", plexi above 16", and the frames' width.
import { Alert, Stack } from '@mantine/core';
import { memo } from 'react';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ConfigLists } from '../../domain/config-lists';
import { INFO_MESSAGES, activeInfoMessages } from '../../domain/configurator-rules';
import type { PrintOptions } from '../../domain/print-options';

interface Props {
  options: PrintOptions;
  lists: ConfigLists;
}

const sameMessages = (a: Props, b: Props) =>
  activeInfoMessages(a.options, a.lists).join() === activeInfoMessages(b.options, b.lists).join();

/** Rendered again only when the notes shown change, not on every choice. */
export const InfoMessages = memo(function InfoMessages({ options, lists }: Props) {
  const active = activeInfoMessages(options, lists);
  if (active.length === 0) return null;
  return (
    <Stack gap={6} aria-live="polite">
      {active.map((key) => (
        <Alert
          key={key}
          variant="light"
          color={key === 'framesDisabled' ? 'gold' : 'gray'}
          icon={<IconInfoCircle size={16} />}
          p="xs"
          data-info={key}
        >
          {INFO_MESSAGES[key]}
        </Alert>
      ))}
    </Stack>
  );
}, sameMessages);
