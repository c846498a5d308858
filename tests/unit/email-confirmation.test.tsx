// @vitest-environment jsdom
// The Information tab while the account's address is not confirmed: it says so under the Email
// field and sends the link again on request (Testing Library over jsdom).
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../src/domain/user';
import { sessionCustomer } from '../factories/session-users';

const sendVerificationLink = vi.fn();
const fetchCurrentUser = vi.fn();
vi.mock('../../src/data/auth-api', () => ({ sendVerificationLink, updateProfile: vi.fn() }));
vi.mock('../../src/features/auth/current-user', () => ({ fetchCurrentUser }));
const { InformationTab } = await import('../../src/features/account/information-tab');

const unconfirmed = { ...sessionCustomer, email_verified: false } satisfies SessionUser;

function renderTab(user: SessionUser) {
  render(
    <MantineProvider>
      <Notifications />
      <InformationTab user={user} />
    </MantineProvider>,
  );
}

describe('an address not confirmed yet', () => {
  beforeEach(() => {
    sendVerificationLink.mockReset();
    fetchCurrentUser.mockReset().mockResolvedValue({ ...unconfirmed, email_verified: true });
  });
  afterEach(cleanup);

  it('says so under the Email field and mails the link again on request', async () => {
    sendVerificationLink.mockResolvedValueOnce(true);
    renderTab(unconfirmed);
    expect(
      screen.getByText('Not confirmed yet: follow the link we mailed to this address.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText(`A new link is on its way to ${unconfirmed.email}.`),
    ).toBeTruthy();
    expect(sendVerificationLink).toHaveBeenCalledTimes(1);
  });

  it('says nothing of it once confirmed, nor about an address being typed', () => {
    renderTab({ ...unconfirmed, email_verified: true });
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
    cleanup();
    renderTab(unconfirmed);
    fireEvent.change(screen.getByLabelText('Email', { exact: false }), {
      target: { value: 'someone.else@example.com' },
    });
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });
});
