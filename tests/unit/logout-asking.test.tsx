// @vitest-environment jsdom
// Log Out with changes this device has not sent yet: they would wait unsent until the account
// signs in here again, so the user is asked first (Testing Library over jsdom, the outbox on fake
// IndexedDB).
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../helpers/render-in-router';

const logout = vi.fn(() => Promise.resolve());
vi.mock('../../src/data/auth-api', () => ({ logout }));
const { localDb } = await import('../../src/data/local-db');
const { enqueue } = await import('../../src/data/outbox');
const { appStore } = await import('../../src/state/store');
const { userAtom } = await import('../../src/state/session');
const { Provider } = await import('../../src/state/jotai');
const { useLogoutAsking } = await import('../../src/features/auth/logout-asking');

function LogOutButton() {
  return (
    <Provider store={appStore}>
      <AskingButton />
    </Provider>
  );
}

function AskingButton() {
  const { logOut, question } = useLogoutAsking();
  return (
    <>
      <button onClick={logOut}>Logout</button>
      {question}
    </>
  );
}

const queue = (kind: 'cart' | 'order') =>
  enqueue({ userId: 5, kind, method: 'POST', url: `/api/${kind}`, body: {} });

describe('Log Out with changes not sent yet', () => {
  beforeEach(async () => {
    logout.mockClear();
    await localDb.outbox.clear();
    appStore.set(userAtom, { id: 5, name: 'Casey' } as never);
  });
  afterEach(cleanup);

  it('asks first, naming the order among them, and stays signed in if told to', async () => {
    await queue('cart');
    await queue('order');
    await renderInRouter(<LogOutButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(
      await screen.findByText(
        '2 changes made on this device have not reached the shop yet, an order among them. They are kept on this device and sent when you log in here again.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay Logged In' }));
    expect(logout).not.toHaveBeenCalled();
    expect(appStore.get(userAtom)).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Log Out Anyway' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(await localDb.outbox.count()).toBe(2);
  });

  it('logs out at once when nothing waits, or only what was refused for good', async () => {
    const refused = await queue('order');
    await localDb.outbox.update(refused.seq, { status: 'failed', error: 'Your cart is empty.' });
    await renderInRouter(<LogOutButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Changes not sent yet')).toBeNull();
  });
});
