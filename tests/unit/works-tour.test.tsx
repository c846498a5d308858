// @vitest-environment jsdom
// The My Works tour opens by itself for a new artist, but never while the user is in a text
// field: its focus trap would close the list an admin is typing an artist's name into. Once
// skipped, it stays closed, even when the page first renders before the user is known.
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it } from 'vitest';
import { TourProvider, TourTarget, useWorksTour } from '../../src/features/portfolio/works-tour';

function MyWorks({ ready, userId }: { ready: boolean; userId: number | undefined }) {
  const tour = useWorksTour(userId, ready, false);
  return (
    <TourProvider value={tour.state}>
      <input aria-label="Artist" />
      <TourTarget stop="order" enabled={ready}>
        <button type="button">Order Prints</button>
      </TourTarget>
    </TourProvider>
  );
}

const page = () => (
  <MantineProvider>
    <MyWorks ready={false} userId={7} />
  </MantineProvider>
);
const loaded = (userId: number | undefined = 7) => (
  <MantineProvider>
    <MyWorks ready userId={userId} />
  </MantineProvider>
);
const tourShown = () => screen.queryByRole('dialog', { name: /Order Prints/ }) !== null;

describe('My Works tour', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('opens once the works are there', () => {
    const { rerender } = render(page());
    expect(tourShown()).toBe(false);
    rerender(loaded());
    expect(tourShown()).toBe(true);
  });

  it('waits while the user types in a field, and opens when they leave it', async () => {
    const { rerender } = render(page());
    const field = screen.getByRole('textbox', { name: 'Artist' });
    act(() => field.focus());
    rerender(loaded());
    await new Promise((r) => setTimeout(r, 300));
    expect(tourShown()).toBe(false);
    expect(document.activeElement).toBe(field);
    act(() => field.blur());
    // It opens with the popover's transition.
    await waitFor(() => expect(tourShown()).toBe(true));
  });

  it('stays closed for an artist who skipped it, when the user is known only after a render', async () => {
    const first = render(loaded());
    act(() => screen.getByRole('button', { name: 'Skip tour' }).click());
    await waitFor(() => expect(tourShown()).toBe(false));
    first.unmount();

    const { rerender } = render(
      <MantineProvider>
        <MyWorks ready userId={undefined} />
      </MantineProvider>,
    );
    rerender(loaded());
    expect(tourShown()).toBe(false);
  });
});
