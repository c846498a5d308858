// @vitest-environment jsdom
// The artist's Edit Details dialog with a negative original size typed: the field keeps "-5" and
// says why it is refused, as it does for 0, instead of quietly turning it into 5 (or 0 on blur).
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { portfolioWork } from '../factories/portfolio-works';
import { renderInRouter } from '../helpers/render-in-router';

const updateDetails = vi.fn();
const work = portfolioWork();
vi.mock('../../src/features/portfolio/portfolio-api', () => ({
  updateDetails,
  fetchWork: vi.fn(),
  openWork: () => Promise.resolve(work),
}));
vi.mock('../../src/features/catalog/catalogue-api', () => ({
  useCategories: () => ({ data: [] }),
}));
const { queryClient } = await import('../../src/data/query-client');
const { ImageEditDialog } = await import('../../src/features/portfolio/image-edit-dialog');

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });

describe('Edit Details: a negative original size', () => {
  afterEach(() => {
    cleanup();
    queryClient.clear();
  });
  // A refused Save brings the first refused field into view; jsdom has no scrolling.
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => undefined;
  });

  it('keeps "-5" as typed and refuses it with the message 0 gets', async () => {
    await renderInRouter(
      <QueryClientProvider client={queryClient}>
        <ImageEditDialog image={work} onClose={vi.fn()} onSaved={vi.fn()} />
      </QueryClientProvider>,
    );
    const width = await screen.findByLabelText<HTMLInputElement>('Original Width', {
      exact: false,
    });
    fireEvent.change(width, { target: { value: '-5' } });
    fireEvent.blur(width);
    fireEvent.change(field('Original Height'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.getByText('The original width must be greater than 0.')).toBeTruthy(),
    );
    expect(screen.getByText('The original height must be greater than 0.')).toBeTruthy();
    expect(field('Original Width').value).toBe('-5');
    expect(updateDetails).not.toHaveBeenCalled();
  });
});
