// @vitest-environment jsdom
// Buttons named by what they act on, as a screen reader lists them (Testing Library over
// jsdom): the Content screen's picture buttons by their field, the Users screen's Disable by its
// user, one "Change Profile Image" on the portfolio banner, and the password eye as a toggle.
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../../src/domain/admin/users';
import { PictureField } from '../../src/features/admin/content/picture-field';
import { DisableButton } from '../../src/features/admin/users/user-actions';
import { PortfolioBanner } from '../../src/features/portfolio/portfolio-banner';
import { createStore, Provider } from '../../src/state/jotai';
import { userAtom } from '../../src/state/session';
import { PasswordInput } from '../../src/ui/password-input';
import { theme } from '../../src/ui/theme';
import { sessionCustomer } from '../factories/session-users';

vi.mock('@tanstack/react-router', () => ({ Link: () => null }));

const show = (ui: ReactNode) => render(<MantineProvider theme={theme}>{ui}</MantineProvider>);

const ada: AdminUser = {
  id: 3,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  is_admin: false,
  is_artist: false,
  wholesale_discount: false,
  markup: 0,
  disabled: false,
  artist_id: null,
  artist_slug: null,
  orders_count: 0,
  created_at: '2026-01-01T00:00:00Z',
};

describe('control names', () => {
  afterEach(cleanup);

  it("names a content picture's buttons by the picture", () => {
    show(
      <PictureField
        label="Banner picture"
        value="/media/home/hero.jpg"
        onChange={vi.fn()}
        pagePictures={[]}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Choose a picture for Banner picture' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Banner picture' })).toBeTruthy();
  });

  it("names Disable and Enable by the row's user", () => {
    show(<DisableButton user={ada} busy={false} onConfirm={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Disable Ada Lovelace' })).toBeTruthy();
    cleanup();
    show(<DisableButton user={{ ...ada, disabled: true }} busy={false} onConfirm={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Enable Ada Lovelace' })).toBeTruthy();
  });

  it('offers one Change Profile Image on the portfolio banner', () => {
    const store = createStore();
    store.set(userAtom, { ...sessionCustomer, artist: true });
    show(
      <Provider store={store}>
        <PortfolioBanner />
      </Provider>,
    );
    expect(screen.getAllByRole('button', { name: 'Change Profile Image' })).toHaveLength(1);
  });

  it("says whether the password is shown by the eye's pressed state", () => {
    show(<PasswordInput label="Password" />);
    const eye = screen.getByRole('button', { name: 'Show password', pressed: false });
    fireEvent.mouseDown(eye);
    expect(screen.getByRole('button', { name: 'Show password', pressed: true })).toBe(eye);
  });
});
