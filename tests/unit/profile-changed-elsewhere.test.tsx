// @vitest-environment jsdom
// The Information tab saved from a copy of the details older than what is stored (another tab,
// another device): the server refuses it (409), and the form takes the stored details without
// losing what was typed, says why, and saves on the next Update (Testing Library over jsdom).
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/data/api-client';
import { PROFILE_STALE } from '../../src/domain/profile';
import type { SessionUser } from '../../src/domain/user';
import { sessionCustomer } from '../factories/session-users';

const updateProfile = vi.fn();
const fetchCurrentUser = vi.fn();
vi.mock('../../src/data/auth-api', () => ({ updateProfile }));
vi.mock('../../src/features/auth/current-user', () => ({ fetchCurrentUser }));
const { InformationTab } = await import('../../src/features/account/information-tab');

const opened = { ...sessionCustomer, profile_version: 'as-opened' } satisfies SessionUser;
// What another tab saved meanwhile: a new email and city.
const stored = {
  ...opened,
  email: 'casey.new@example.com',
  shipping_address: { ...sessionCustomer.shipping_address, city: 'Salem' },
  profile_version: 'as-stored',
} satisfies SessionUser;

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });

describe('details changed in another tab', () => {
  beforeEach(() => {
    updateProfile.mockReset();
    fetchCurrentUser.mockReset().mockResolvedValue(stored);
    Element.prototype.scrollIntoView = () => undefined;
  });
  afterEach(cleanup);

  it('takes the stored details around what was typed, says so, and saves on the next Update', async () => {
    updateProfile.mockRejectedValueOnce(new ApiError(409, PROFILE_STALE));
    render(
      <MantineProvider>
        <InformationTab user={opened} />
      </MantineProvider>,
    );
    fireEvent.change(field('Full Name'), { target: { value: 'Casey Q. Customer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(screen.getByText(PROFILE_STALE)).toBeTruthy());
    expect(field('Email').value).toBe('casey.new@example.com');
    expect(field('City').value).toBe('Salem');
    expect(field('Full Name').value).toBe('Casey Q. Customer');

    updateProfile.mockResolvedValueOnce({ ...stored, name: 'Casey Q. Customer' });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(updateProfile).toHaveBeenCalledTimes(2));
    expect(updateProfile.mock.calls[0]?.[0]).toMatchObject({ profile_version: 'as-opened' });
    expect(updateProfile.mock.calls[1]?.[0]).toMatchObject({
      name: 'Casey Q. Customer',
      email: 'casey.new@example.com',
      shipping_address_city: 'Salem',
      profile_version: 'as-stored',
    });
  });
});
