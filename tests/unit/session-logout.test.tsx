// @vitest-environment jsdom
// A 401 or 419 while signed in logs out (spec), but says the session ended, goes to / with the
// page in `redirect` (as a guarded page does, so logging in again returns there) and keeps the
// user's checkout draft; the user's own Log Out clears the draft and goes to / plainly.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../src/data/api-client';
import type { SessionUser } from '../../src/domain/user';
import { SESSION_ENDED } from '../../src/features/auth/session-ended';
import { useLogout } from '../../src/features/auth/use-logout';
import { useLogoutOnAuthFailure } from '../../src/features/auth/use-logout-on-auth-failure';
import { checkoutValuesFor } from '../../src/features/checkout/checkout-values';
import { keepCheckoutDraft, readCheckoutDraft } from '../../src/features/checkout/checkout-draft';
import { Provider } from '../../src/state/jotai';
import { guestFlagAtom, userAtom } from '../../src/state/session';
import { appStore } from '../../src/state/store';
import { toastError } from '../../src/ui/toast';

const navigate = vi.fn((_to: unknown) => Promise.resolve());
const authListeners: ((status: number) => void)[] = [];

vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => navigate,
  useRouter: () => ({ state: { location: { pathname: '/checkout', href: '/checkout' } } }),
}));
vi.mock('../../src/data/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  onAuthFailure: (listener: (status: number) => void) => {
    authListeners.push(listener);
    return () => undefined;
  },
}));
vi.mock('../../src/data/auth-api', () => ({ logout: () => Promise.resolve() }));
vi.mock('../../src/data/offline-copies', () => ({ forgetOfflineCopies: () => Promise.resolve() }));
vi.mock('../../src/ui/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const user = { id: 7, shipping_address: null, billing_address: null } as unknown as SessionUser;
const draft = { ...checkoutValuesFor(null), additional_instructions: 'Leave at the back door' };

/** As the app layout: the header's Log Out, and the logout on a 401 or 419. */
function Layout() {
  const logout = useLogout();
  useLogoutOnAuthFailure();
  return (
    <button type="button" onClick={() => void logout()}>
      Log Out
    </button>
  );
}

function signedIn() {
  appStore.set(userAtom, user);
  appStore.set(guestFlagAtom, 'isNotGuest');
  keepCheckoutDraft(7, draft, checkoutValuesFor(null));
  render(
    <Provider store={appStore}>
      <Layout />
    </Provider>,
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('logging out', () => {
  beforeEach(() => {
    sessionStorage.clear();
    authListeners.length = 0;
    vi.clearAllMocks();
  });
  afterEach(cleanup);

  it('on an ended session says so, comes back to the page after login and keeps the draft', async () => {
    signedIn();
    act(() => {
      for (const l of authListeners) l(419);
      for (const l of authListeners) l(401);
    });
    await settle();
    expect(appStore.get(userAtom)).toBeNull();
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith(SESSION_ENDED);
    expect(navigate).toHaveBeenCalledWith({ to: '/', search: { redirect: '/checkout' } });
    expect(readCheckoutDraft(7)?.additional_instructions).toBe('Leave at the back door');
  });

  it('by the user clears their draft and goes to / plainly', async () => {
    signedIn();
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await settle();
    expect(appStore.get(userAtom)).toBeNull();
    expect(readCheckoutDraft(7)).toBeUndefined();
    expect(toastError).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith({ to: '/' });
  });
});
