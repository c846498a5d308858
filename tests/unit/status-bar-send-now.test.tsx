// @vitest-environment jsdom
// Saved changes waiting while online: a try that failed waits up to five minutes before the
// next, so the status bar lets the user send them at once (Testing Library over jsdom).
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';

const sendWaitingNow = vi.fn(() => Promise.resolve());
vi.mock('../../src/data/sync', () => ({ sendWaitingNow }));
const { Provider } = await import('../../src/state/jotai');
const { appStore } = await import('../../src/state/store');
const { pendingWritesAtom } = await import('../../src/state/outbox');
const { StatusBar } = await import('../../src/ui/layout/status-bar');

afterEach(cleanup);

describe('status bar, changes waiting online', () => {
  it('says how many, and sends them at once when asked', async () => {
    appStore.set(pendingWritesAtom, 2);
    render(
      <Provider store={appStore}>
        <MantineProvider>
          <StatusBar />
        </MantineProvider>
      </Provider>,
    );
    expect(screen.getByText('Sending 2 saved changes…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(sendWaitingNow).toHaveBeenCalledTimes(1));
  });
});
