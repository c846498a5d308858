// @vitest-environment jsdom
// Content's Config lists and Products editors on a phone: each entry is a card with every field
// under its column's name and its buttons inside it, not a table wider than the screen that
// scrolls sideways with Save and Delete off screen.
import { matchingMedia } from '../helpers/jsdom-for-mantine';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '../../src/domain/admin/content';
import { PHONE_QUERY } from '../../src/ui/responsive-table';

const giftWrapping: AdminProduct = {
  id: 9,
  name: 'Gift wrapping',
  unit_price: 5,
  calculation_type: 'flat',
  sort: 1,
  product_version: 'v1',
};
vi.mock('../../src/features/admin/content/content-api', () => ({
  saveProduct: vi.fn(),
  fetchProduct: vi.fn(),
  fetchProducts: vi.fn(),
  deleteProduct: vi.fn(),
}));
vi.mock('../../src/data/private-query', () => ({
  usePrivateQuery: () => ({ data: [giftWrapping], error: null, reload: vi.fn() }),
}));
const { ProductsEditor } = await import('../../src/features/admin/content/products-editor');
const { ListTableEditor } = await import('../../src/features/admin/content/list-table-editor');

/** The label shown over a field in a card (not only its accessible name). */
const shownLabels = (card: HTMLElement) =>
  [...card.querySelectorAll('label, p')].map((el) => el.textContent);

describe('on a phone', () => {
  beforeAll(() => matchingMedia.add(PHONE_QUERY));
  afterAll(() => matchingMedia.delete(PHONE_QUERY));
  afterEach(cleanup);

  it('Config lists: each entry is a card of its fields under their names, with its buttons', () => {
    const onChange = vi.fn();
    const frames = [
      { value: 'black', text: 'Black', price: 12, active: true, sizes: [8, 10] },
      { value: 'oak', text: 'Oak', price: 18, active: false, sizes: [8] },
    ];
    render(
      <MantineProvider>
        <ListTableEditor rows={frames} onChange={onChange} errors={{}} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Entries' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const oak = cards[1]!;
    expect(shownLabels(oak)).toEqual(
      expect.arrayContaining(['Value', 'Text', 'Price', 'Active', 'Sizes']),
    );
    expect(within(oak).getByRole('button', { name: 'Move row 2 up' })).toBeTruthy();
    expect(within(oak).getByRole('button', { name: 'Remove row 2' })).toBeTruthy();

    fireEvent.change(within(oak).getByLabelText('Price of row 2'), { target: { value: '20' } });
    expect(onChange).toHaveBeenLastCalledWith([frames[0], { ...frames[1], price: 20 }]);
  });

  it('Products: each product is a card of its labelled fields, Save and Delete inside it', () => {
    render(
      <MantineProvider>
        <ProductsEditor />
      </MantineProvider>,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(shownLabels(card!)).toEqual(
      expect.arrayContaining(['Name', 'Unit price', 'Calculation']),
    );
    expect(within(card!).getByRole('button', { name: 'Save Gift wrapping' })).toBeTruthy();
    expect(within(card!).getByRole('button', { name: 'Delete Gift wrapping' })).toBeTruthy();
  });
});
