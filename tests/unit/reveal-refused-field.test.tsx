// @vitest-environment jsdom
// A form refused on a phone, where its messages sit above the fold with only the button in sight:
// the first refused field is scrolled to and focused, whether the form's own rules refused it or
// the server did (Testing Library over jsdom; the account's Information tab, the longest form).
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/data/api-client';
import { sessionCustomer } from '../factories/session-users';

const updateProfile = vi.fn();
vi.mock('../../src/data/auth-api', () => ({ updateProfile }));
const { InformationTab } = await import('../../src/features/account/information-tab');

const scrolledTo: Element[] = [];

function showForm() {
  render(
    <MantineProvider>
      <InformationTab user={sessionCustomer} />
    </MantineProvider>,
  );
}

const fullName = () => screen.getByLabelText<HTMLInputElement>('Full Name', { exact: false });

describe('a refused form on a phone', () => {
  beforeEach(() => {
    scrolledTo.length = 0;
    updateProfile.mockReset();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
  });
  afterEach(cleanup);

  it('brings the first field its own rules refused into view and focus', async () => {
    showForm();
    fireEvent.change(fullName(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(scrolledTo).toEqual([fullName()]));
    expect(document.activeElement).toBe(fullName());
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('brings the field the server refused into view and focus', async () => {
    updateProfile.mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', { name: ['The name is too long.'] }),
    );
    showForm();
    fireEvent.change(fullName(), { target: { value: 'Casey Q. Customer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(scrolledTo).toEqual([fullName()]));
    expect(document.activeElement).toBe(fullName());
    expect(screen.getByText('The name is too long.')).toBeTruthy();
  });
});
