// The configurator's notes (spec, word for word): the white wrap with a frame, frames disabled
// above 32", plexi above 16", and the frames' width, each shown only while it applies. Notes,
// not alerts: the region stays on screen so one that a choice brings is read politely.
import { memo } from 'react';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ConfigLists } from '../../domain/config-lists';
import { INFO_MESSAGES, activeInfoMessages } from '../../domain/configurator-rules';
import type { PrintOptions } from '../../domain/print-options';
import classes from './info-messages.module.css';

interface Props {
  options: PrintOptions;
  lists: ConfigLists;
}

const sameMessages = (a: Props, b: Props) =>
  activeInfoMessages(a.options, a.lists).join() === activeInfoMessages(b.options, b.lists).join();

/** Rendered again only when the notes shown change, not on every choice. */
export const InfoMessages = memo(function InfoMessages({ options, lists }: Props) {
  return (
    <div className={classes.notes} aria-live="polite">
      {activeInfoMessages(options, lists).map((key) => (
        <p key={key} className={classes.note} data-info={key}>
          <IconInfoCircle size={16} aria-hidden />
          {INFO_MESSAGES[key]}
        </p>
      ))}
    </div>
  );
}, sameMessages);
