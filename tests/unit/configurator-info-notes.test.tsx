// @vitest-environment jsdom
// The configurator's notes as a screen reader meets them (Testing Library over jsdom): plain
// notes in a polite region, never alerts, and the frames' width only while a frame is on.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it } from 'vitest';
import { INFO_MESSAGES, toggleFrame } from '../../src/domain/configurator-rules';
import { InfoMessages } from '../../src/features/configurator/info-messages';
import { lists, options } from './pricing/factories';

const show = (o: ReturnType<typeof options>) =>
  render(
    <MantineProvider>
      <InfoMessages options={o} lists={lists} />
    </MantineProvider>,
  );

describe('configurator notes', () => {
  afterEach(cleanup);

  it("say nothing of the frames' width with the frame off", () => {
    show(options());
    expect(screen.queryByText(INFO_MESSAGES.frameWidth)).toBeNull();
  });

  it('are plain notes in a polite region, not alerts', () => {
    show(toggleFrame(options(), true, lists));
    const note = screen.getByText(INFO_MESSAGES.frameWidth);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(note.closest('[aria-live="polite"]')).not.toBeNull();
  });
});
