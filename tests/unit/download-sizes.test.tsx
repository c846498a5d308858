// @vitest-environment jsdom
// The download dialog's available sizes, as a screen reader reads them: a list whose items
// each hold a button named by the size it downloads (Testing Library over jsdom).
import { cleanup, screen, within } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortfolioImage } from '../../src/domain/portfolio';
import { renderInRouter } from '../helpers/render-in-router';

vi.mock('../../src/features/portfolio/portfolio-api', () => ({ downloadUrl: vi.fn() }));
const { DownloadDialog } = await import('../../src/features/portfolio/download-dialog');

const image: PortfolioImage = {
  id: 5,
  name: 'Harbour at Dawn',
  artist_id: 1,
  artist_name: 'Ann Artist',
  artist_slug: 'ann-artist',
  ImageCategory: null,
  preview_image: { path: 'p.jpg', web_path: '/p.jpg' },
  thumbnail_image: '/t.jpg',
  ratio: 1.25,
  original_width: 10,
  original_height: 8,
  proportion: null,
  style: null,
  medium: null,
  computed_name: 'Harbour at Dawn',
  keywords: '',
  date_scanned: null,
  markup: 0,
  sale_in_market: false,
  height_ratio: 0.8,
  long_side: 10,
  pixel_width: 3000,
  pixel_height: 2400,
  available_dimensions: [
    { text: '8 x 6.4 in', value: '8x6.4in', width: 8, height: 6.4, unit: 'in' },
    { text: '10 x 8 in', value: '10x8in', width: 10, height: 8, unit: 'in' },
  ],
  updated_at: '2026-01-01T00:00:00Z',
};

describe('the download dialog', () => {
  afterEach(cleanup);

  it('lists each available size as a list item holding a download button', async () => {
    await renderInRouter(<DownloadDialog image={image} onClose={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Available sizes' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('button', { name: 'Download 8 x 6.4 in' })).toBeTruthy();
    expect(within(items[1]!).getByRole('button', { name: 'Download 10 x 8 in' })).toBeTruthy();
  });
});
