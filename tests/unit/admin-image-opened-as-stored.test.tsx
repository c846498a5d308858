// @vitest-environment jsdom
// Manage Gallery's Edit details opens on the image as stored now, not on the copy its list loaded
// earlier: the artist may have renamed the work or taken it off the market since, and a Save from
// the older copy would be refused as changed elsewhere (Testing Library over jsdom).
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminImage } from '../../src/domain/admin/gallery';
import { portfolioWork } from '../factories/portfolio-works';
import { renderInRouter } from '../helpers/render-in-router';

const listed = portfolioWork({
  id: 41,
  name: 'Harbour at Dusk',
  deleted_at: null,
  markup: 0,
  sale_in_market: true,
  details_version: 'as-listed',
}) as unknown as AdminImage;
// Renamed and taken off the market by the artist since the list loaded.
const stored = {
  ...listed,
  name: 'Harbour at Dusk, 1998',
  sale_in_market: false,
  details_version: 'as-stored',
} as AdminImage;

const fetchImage = vi.fn();
const updateImage = vi.fn();
vi.mock('../../src/features/admin/gallery/gallery-api', () => ({ fetchImage, updateImage }));
vi.mock('../../src/features/catalog/catalogue-api', () => ({
  useCategories: () => ({ data: [] }),
}));
const { queryClient } = await import('../../src/data/query-client');
const { ImageDetailsDialog } =
  await import('../../src/features/admin/gallery/image-details-dialog');

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.clearAllMocks();
});

describe("Manage Gallery's Edit details", () => {
  it('opens on the image as stored and saves against that version', async () => {
    fetchImage.mockResolvedValueOnce(stored);
    updateImage.mockResolvedValueOnce(stored);
    await renderInRouter(
      <QueryClientProvider client={queryClient}>
        <ImageDetailsDialog image={listed} onClose={vi.fn()} onSaved={vi.fn()} />
      </QueryClientProvider>,
    );
    const name = await screen.findByLabelText<HTMLInputElement>('Name', { exact: false });
    await waitFor(() => expect(name.value).toBe('Harbour at Dusk, 1998'));
    expect(fetchImage).toHaveBeenCalledWith(41, expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateImage).toHaveBeenCalledTimes(1));
    expect(updateImage.mock.calls[0]?.[1]).toMatchObject({
      name: 'Harbour at Dusk, 1998',
      sale_in_market: false,
      details_version: 'as-stored',
    });
  });
});
