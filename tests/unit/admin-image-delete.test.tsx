// @vitest-environment jsdom
// Manage Gallery's delete, as an admin with a finger on a phone uses it: the trash icon asks first
// (My Works' delete does too), and only Delete in the question takes the work out of the gallery.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminImage } from '../../src/domain/admin/gallery';
import { renderInRouter } from '../helpers/render-in-router';

const work = {
  id: 41,
  name: 'Harbour at Dusk',
  keywords: 'harbour',
  deleted_at: null,
  thumbnail_image: '/media/images/41/resized/300.jpg',
  original_width: 24,
  original_height: 18,
  pixel_width: 3000,
  pixel_height: 2250,
  proportion: '4:3',
  style: null,
  medium: 'Oil',
  ImageCategory: null,
  markup: 0,
  sale_in_market: true,
} as unknown as AdminImage;

const deleteImage = vi.fn((id: number) =>
  Promise.resolve({ ...work, id, deleted_at: '2026-11-29T01:00:00Z' }),
);
vi.mock('../../src/features/admin/gallery/gallery-api', () => ({
  fetchImages: () => Promise.resolve({ data: [work], current_page: 1, last_page: 1, total: 1 }),
  deleteImage,
  restoreImage: vi.fn(),
  updateImage: vi.fn(),
}));
const { queryClient } = await import('../../src/data/query-client');
const { ImagesTable } = await import('../../src/features/admin/gallery/images-table');

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('Manage Gallery: deleting a work', () => {
  it('asks before deleting, and Cancel keeps the work', async () => {
    await renderInRouter(
      <QueryClientProvider client={queryClient}>
        <ImagesTable artistId={3} onChanged={() => undefined} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Harbour at Dusk' }));
    const question = await screen.findByRole('dialog', { name: 'Delete image' });
    expect(question.textContent).toContain('Delete “Harbour at Dusk”?');
    expect(deleteImage).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteImage).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Harbour at Dusk' }));
    await screen.findByRole('dialog', { name: 'Delete image' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteImage).toHaveBeenCalledExactlyOnceWith(41));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
