// @vitest-environment jsdom
// Change Password on My Account's Information tab, as a signed-in customer uses it (Testing
// Library over jsdom, the account API scripted): the shared rules answer before anything is sent,
// a wrong current password is shown under its field, and a change empties the form and says so.
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/data/api-client';

const updatePassword = vi.fn();
vi.mock('../../src/data/auth-api', () => ({ updatePassword }));
const { PasswordForm, PASSWORD_UPDATED } = await import('../../src/features/account/password-form');

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));

function fill(current: string, next: string, confirmation: string) {
  render(
    <MantineProvider>
      <Notifications />
      <PasswordForm />
    </MantineProvider>,
  );
  fireEvent.change(field('Current Password'), { target: { value: current } });
  fireEvent.change(field('New Password'), { target: { value: next } });
  fireEvent.change(field('Confirm New Password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('Change Password', () => {
  beforeEach(() => {
    updatePassword.mockReset();
    Element.prototype.scrollIntoView = () => undefined;
  });
  afterEach(() => {
    cleanup();
    notifications.clean();
  });

  it('sends the change, empties the form and says the password was updated', async () => {
    updatePassword.mockResolvedValue({ message: PASSWORD_UPDATED });
    fill('password123', 'a-brand-new-secret', 'a-brand-new-secret');
    await screen.findByText(PASSWORD_UPDATED);
    expect(updatePassword).toHaveBeenCalledExactlyOnceWith({
      current_password: 'password123',
      password: 'a-brand-new-secret',
      password_confirmation: 'a-brand-new-secret',
    });
    await waitFor(() => expect(field('Current Password').value).toBe(''));
    expect(field('New Password').value).toBe('');
  });

  it("sends nothing when the rules refuse it: 'Min 8 characters', a confirmation that differs", async () => {
    fill('password123', 'short', 'different-secret');
    await screen.findByText('Min 8 characters');
    expect(screen.getByText('Password confirmation must match password')).toBeTruthy();
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of the current password under its field', async () => {
    const wrong = 'The provided password does not match your current password.';
    updatePassword.mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', { current_password: [wrong] }),
    );
    fill('not-my-password', 'a-brand-new-secret', 'a-brand-new-secret');
    await screen.findByText(wrong);
    expect(field('Current Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(PASSWORD_UPDATED)).toBeNull();
  });
});
