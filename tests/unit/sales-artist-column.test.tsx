// @vitest-environment jsdom
// The Sales tab's columns (Testing Library over jsdom): an admin looking at every artist's sales
// sees whose each line is; an artist sees the spec's five columns, their own name in none.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';

const sale = (id: number, name: string, artist: string) => ({
  id,
  name,
  path: `/media/images/${id}/resized/thumb.jpg`,
  quantity: 1,
  total: 40,
  created_at: '2026-11-29T15:00:00.000Z',
  original_width: 1600,
  original_height: 1200,
  print_width: 16,
  print_height: 12,
  artist,
});

vi.mock('../../src/features/orders/use-paged', () => ({
  usePaged: () => ({
    data: {
      data: [sale(1, 'Harbour at Dawn', 'Ada Painter'), sale(2, 'Quiet Fields', 'Ben Sketcher')],
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 2,
    },
    error: null,
    loading: false,
    retry: vi.fn(),
  }),
}));

const { SalesTab } = await import('../../src/features/orders/sales-tab');

function renderTab(everyArtist: boolean) {
  render(
    <MantineProvider env="test">
      <SalesTab everyArtist={everyArtist} />
    </MantineProvider>,
  );
  return screen.getAllByRole('columnheader').map((h) => h.firstChild?.textContent);
}

describe('sales tab columns', () => {
  afterEach(cleanup);

  it("names each line's artist in an admin's list of every artist's sales", () => {
    expect(renderTab(true)).toEqual([
      'Item',
      'Artist',
      'Artwork size',
      'Amount sold',
      'Total',
      'Order Date',
    ]);
    expect(screen.getByRole('cell', { name: 'Ada Painter' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Ben Sketcher' })).toBeTruthy();
  });

  it("keeps the spec's five columns for an artist", () => {
    expect(renderTab(false)).toEqual([
      'Item',
      'Artwork size',
      'Amount sold',
      'Total',
      'Order Date',
    ]);
    expect(screen.queryByText('Ada Painter')).toBeNull();
  });
});
