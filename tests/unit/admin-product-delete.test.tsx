// @vitest-environment jsdom
// Content → Products' delete: the trash icon asks first, as the FAQ's, the gallery's and the
// users' do, and only Delete in the question deletes the product.
import '../helpers/jsdom-for-mantine';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '../../src/domain/admin/content';

const framing: AdminProduct = {
  id: 12,
  name: 'Framing service',
  unit_price: 40,
  calculation_type: 'flat',
  sort: 1,
  product_version: 'v1',
};
const deleteProduct = vi.fn(() => Promise.resolve());
const reload = vi.fn();
vi.mock('../../src/features/admin/content/content-api', () => ({
  deleteProduct,
  fetchProduct: vi.fn(),
  fetchProducts: vi.fn(),
  saveProduct: vi.fn(),
}));
vi.mock('../../src/data/private-query', () => ({
  usePrivateQuery: () => ({ data: [framing], error: null, reload }),
}));
const { ProductsEditor } = await import('../../src/features/admin/content/products-editor');

afterEach(cleanup);

describe('Content → Products: deleting a product', () => {
  it('asks before deleting, and Cancel keeps the product', async () => {
    render(
      <MantineProvider>
        <ProductsEditor />
      </MantineProvider>,
    );
    const trash = screen.getByRole('button', { name: 'Delete Framing service' });
    fireEvent.click(trash);
    const question = await screen.findByRole('dialog', { name: 'Delete product' });
    expect(question.textContent).toContain('Delete “Framing service”? This cannot be undone.');
    expect(deleteProduct).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteProduct).not.toHaveBeenCalled();

    fireEvent.click(trash);
    await screen.findByRole('dialog', { name: 'Delete product' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteProduct).toHaveBeenCalledExactlyOnceWith(12));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reload).toHaveBeenCalled();
  });
});
