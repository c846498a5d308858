// @vitest-environment jsdom
// An admin's save refused because another admin saved the same record meanwhile (409): a
// product's row and the artist dialog take the record as stored, keep what was typed, say why,
// and save against the stored version on the next save (Testing Library over jsdom).
import '../helpers/jsdom-for-mantine';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/data/api-client';
import { CONTENT_MSG, type AdminProduct } from '../../src/domain/admin/content';
import { ARTIST_MSG, type AdminArtist } from '../../src/domain/admin/gallery';

const saveProduct = vi.fn();
const fetchProduct = vi.fn();
const saveArtist = vi.fn();
const fetchArtist = vi.fn();
const reload = vi.fn();
const opened: AdminProduct = {
  id: 9,
  name: 'Gift wrapping',
  unit_price: 5,
  calculation_type: 'flat',
  sort: 1,
  product_version: 'as-opened',
};
vi.mock('../../src/features/admin/content/content-api', () => ({
  saveProduct,
  fetchProduct,
  fetchProducts: vi.fn(),
  deleteProduct: vi.fn(),
}));
/** The product list as the screen's query last answered it. */
let listed: AdminProduct[] = [opened];
vi.mock('../../src/data/private-query', () => ({
  usePrivateQuery: () => ({ data: listed, error: null, reload }),
}));
vi.mock('../../src/features/admin/gallery/gallery-api', () => ({ saveArtist, fetchArtist }));
vi.mock('../../src/features/admin/shared/rich-text-field', () => ({
  RichTextField: ({ label, value }: { label: string; value: string }) => (
    <textarea aria-label={label} value={value} readOnly />
  ),
}));
vi.mock('../../src/features/admin/shared/user-picker', () => ({ UserPicker: () => null }));
const { ProductsEditor } = await import('../../src/features/admin/content/products-editor');
const { ArtistDialog } = await import('../../src/features/admin/gallery/artist-dialog');

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });

describe('an admin save refused because the record changed elsewhere', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    listed = [opened];
  });

  it('keeps a price typed in a row when the list reloads with the product renamed elsewhere', () => {
    const editor = () => (
      <MantineProvider>
        <ProductsEditor />
      </MantineProvider>
    );
    const { rerender } = render(editor());
    fireEvent.change(field('Unit price'), { target: { value: '$7.50' } });
    listed = [{ ...opened, name: 'Gift wrapping, boxed', product_version: 'renamed' }];
    rerender(editor());
    expect(field('Product name').value).toBe('Gift wrapping, boxed');
    expect(field('Unit price').value).toBe('$7.50');
  });

  it("takes the stored product around the typed price, says so, and saves on the row's next save", async () => {
    saveProduct.mockRejectedValueOnce(new ApiError(409, CONTENT_MSG.productChanged));
    // Renamed by another admin meanwhile.
    const stored = { ...opened, name: 'Gift wrapping, boxed', product_version: 'as-stored' };
    fetchProduct.mockResolvedValue(stored);
    render(
      <MantineProvider>
        <ProductsEditor />
      </MantineProvider>,
    );
    fireEvent.change(field('Unit price'), { target: { value: '$7.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Gift wrapping' }));

    await waitFor(() => expect(screen.getByText(CONTENT_MSG.productChanged)).toBeTruthy());
    expect(field('Product name').value).toBe('Gift wrapping, boxed');
    expect(field('Unit price').value).toBe('$7.50');
    expect(saveProduct.mock.calls[0]?.[1]).toMatchObject({ product_version: 'as-opened' });

    saveProduct.mockResolvedValueOnce({ ...stored, unit_price: 7.5 });
    fireEvent.click(screen.getByRole('button', { name: 'Save Gift wrapping, boxed' }));
    await waitFor(() => expect(saveProduct).toHaveBeenCalledTimes(2));
    expect(saveProduct.mock.calls[1]).toEqual([
      9,
      {
        name: 'Gift wrapping, boxed',
        unit_price: 7.5,
        calculation_type: 'flat',
        product_version: 'as-stored',
      },
    ]);
    await waitFor(() => expect(screen.queryByText(CONTENT_MSG.productChanged)).toBeNull());
  });

  it('takes the stored artist around the typed name, says so, and saves on the next Save', async () => {
    const artist: AdminArtist = {
      id: 4,
      name: 'Rita Painter',
      artist_name: 'Rita',
      slug: 'rita',
      description: '<p>Paints.</p>',
      user_id: null,
      user_email: null,
      images_count: 0,
      deleted_count: 0,
      artist_version: 'as-opened',
    };
    saveArtist.mockRejectedValueOnce(new ApiError(409, ARTIST_MSG.artistChanged));
    // Another admin rewrote the biography meanwhile.
    const stored = {
      ...artist,
      description: '<p>Paints the sea.</p>',
      artist_version: 'as-stored',
    };
    fetchArtist.mockResolvedValue(stored);
    const onSaved = vi.fn();
    render(
      <MantineProvider>
        <ArtistDialog opened artist={artist} onClose={vi.fn()} onSaved={onSaved} />
      </MantineProvider>,
    );
    fireEvent.change(field('Artist name'), { target: { value: 'Rita P.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByText(ARTIST_MSG.artistChanged)).toBeTruthy());
    expect(field('Biography').value).toBe('<p>Paints the sea.</p>');
    expect(field('Artist name').value).toBe('Rita P.');
    // The list behind the dialog shows the artist as stored.
    expect(onSaved).toHaveBeenCalledWith(stored);

    saveArtist.mockResolvedValueOnce({ ...stored, artist_name: 'Rita P.' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveArtist).toHaveBeenCalledTimes(2));
    expect(saveArtist.mock.calls[0]?.[1]).toMatchObject({ artist_version: 'as-opened' });
    expect(saveArtist.mock.calls[1]?.[1]).toMatchObject({
      artist_name: 'Rita P.',
      description: '<p>Paints the sea.</p>',
      artist_version: 'as-stored',
    });
  });
});
