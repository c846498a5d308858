// @vitest-environment jsdom
// An open dialog or drawer adds no landmark: its title bar is not read as a second banner of the
// page (Mantine draws it as a <header>), and the dialog is still named by its title.
import { Drawer, MantineProvider, Modal } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../src/ui/theme';

describe('dialog landmarks', () => {
  afterEach(cleanup);

  it.each([
    ['a modal', Modal],
    ['a drawer', Drawer],
  ])('%s has no banner, and keeps its name', async (_, Dialog) => {
    render(
      <MantineProvider theme={theme}>
        <header>The page's banner</header>
        <Dialog
          opened
          onClose={() => undefined}
          title="Edit artwork"
          transitionProps={{ duration: 0 }}
        >
          Fields
        </Dialog>
      </MantineProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Edit artwork' })).toBeTruthy();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
  });
});
