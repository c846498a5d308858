// @vitest-environment jsdom
// The My Works tour and the dialogs opened while it shows: Edit Details, Download or Delete
// hides it (its Next, Back and Skip are not there to be clicked through the dialog), and it
// comes back at the same stop when the dialog closes; any other dialog is layered above it.
import { Modal } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../src/domain/pagination';
import type { SessionUser } from '../../src/domain/user';
import { createStore, Provider } from '../../src/state/jotai';
import { userAtom } from '../../src/state/session';
import { portfolioWork } from '../factories/portfolio-works';
import { renderInRouter } from '../helpers/render-in-router';

const work = portfolioWork({
  artist_id: 3,
  sale_in_market: true,
  preview_image: { path: 'images/5/600.jpg', web_path: '/media/images/5/resized/600.jpg' },
  thumbnail_image: '/media/images/5/resized/300.jpg',
  available_dimensions: [],
  pixel_width: 2400,
  pixel_height: 1800,
  ratio: 1.3333,
});
vi.mock('../../src/features/portfolio/portfolio-api', () => ({
  searchWorks: () => Promise.resolve(pageOf([work], 1, 12, 1)),
  openWork: () => Promise.resolve(work),
  fetchWork: vi.fn(),
  updateDetails: vi.fn(),
  setSaleInMarket: vi.fn(),
  deleteImage: vi.fn(),
  downloadUrl: vi.fn(),
}));
vi.mock('../../src/features/catalog/catalogue-api', () => ({
  useCategories: () => ({ data: [] }),
}));
const { queryClient } = await import('../../src/data/query-client');
const { MyWorksTab } = await import('../../src/features/portfolio/my-works-tab');

const store = createStore();
store.set(userAtom, { id: 7, artist: true, artist_id: 3 } as SessionUser);

const showMyWorks = (dialogElsewhere = false) =>
  renderInRouter(
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <MyWorksTab />
        <Modal opened={dialogElsewhere} onClose={() => undefined} title="Change Profile Image">
          A dialog of another part of the page
        </Modal>
      </Provider>
    </QueryClientProvider>,
  );

const tourAt = (title: string) => screen.queryByRole('dialog', { name: `Tour: ${title}` });

describe('the My Works tour under a dialog', () => {
  afterEach(() => {
    cleanup();
    queryClient.clear();
    localStorage.clear();
  });

  it.each([
    ['Edit Details', 'Edit Details of Harbour at Dawn', 'Edit Details'],
    ['Download', 'Download Harbour at Dawn', 'Download Harbour at Dawn'],
    ['Delete', 'Delete Harbour at Dawn', 'Delete image'],
  ])(
    'hides while %s is open, and comes back at its stop',
    // My Works and a dialog drawn in jsdom: seconds on a busy machine.
    { timeout: 20_000 },
    async (_, button, dialog) => {
      await showMyWorks();
      await waitFor(() => expect(tourAt('Order Prints')).not.toBeNull());
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(tourAt('Edit Details')).not.toBeNull());

      fireEvent.click(screen.getAllByRole('button', { name: button })[0]!);
      await screen.findByRole('dialog', { name: dialog });
      await waitFor(() => expect(tourAt('Edit Details')).toBeNull());
      for (const name of ['Next', 'Back', 'Skip tour']) {
        expect(screen.queryByRole('button', { name })).toBeNull();
      }

      fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: dialog })).toBeNull());
      await waitFor(() => expect(tourAt('Edit Details')).not.toBeNull());
    },
  );

  it('is layered under a dialog opened from elsewhere on the page', async () => {
    await showMyWorks(true);
    const tour = await screen.findByRole('dialog', { name: 'Tour: Order Prints' });
    const dialog = await screen.findByRole('dialog', { name: 'Change Profile Image' });
    const dialogLayer = dialog.closest<HTMLElement>('[style*="--mb-z-index"]')!;
    expect(Number(tour.style.zIndex)).toBeLessThan(
      Number(dialogLayer.style.getPropertyValue('--mb-z-index')),
    );
  });
});
