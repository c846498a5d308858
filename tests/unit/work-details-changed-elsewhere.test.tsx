// @vitest-environment jsdom
// The artist's Edit Details dialog saved after the work's details changed elsewhere (Manage
// Gallery, another tab): the server refuses it (409), and the dialog loads the work as stored,
// keeps what the artist typed, says why, and saves against the stored version on the next Save
// (Testing Library over jsdom).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/data/api-client';
import { PORTFOLIO_MSG } from '../../src/domain/portfolio';
import { portfolioWork } from '../factories/portfolio-works';
import { renderInRouter } from '../helpers/render-in-router';

const updateDetails = vi.fn();
const fetchWork = vi.fn();
vi.mock('../../src/features/portfolio/portfolio-api', () => ({ updateDetails, fetchWork }));
vi.mock('../../src/features/catalog/catalogue-api', () => ({
  useCategories: () => ({ data: [] }),
}));
const { ImageEditDialog } = await import('../../src/features/portfolio/image-edit-dialog');

const opened = portfolioWork({ details_version: 'as-opened' });
// Renamed in Manage Gallery meanwhile.
const stored = { ...opened, name: 'Harbour at Dawn, 1998', details_version: 'as-stored' };

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });

describe("a work's details changed elsewhere", () => {
  afterEach(cleanup);

  it('takes the stored details around what was typed, says so, and saves on the next Save', async () => {
    updateDetails.mockRejectedValueOnce(new ApiError(409, PORTFOLIO_MSG.detailsChanged));
    fetchWork.mockResolvedValue(stored);
    const onSaved = vi.fn();
    await renderInRouter(<ImageEditDialog image={opened} onClose={vi.fn()} onSaved={onSaved} />);
    fireEvent.change(field('Keywords'), { target: { value: 'sea, dawn, boats' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByText(PORTFOLIO_MSG.detailsChanged)).toBeTruthy());
    expect(field('Name').value).toBe('Harbour at Dawn, 1998');
    expect(field('Keywords').value).toBe('sea, dawn, boats');
    // The list behind the dialog shows the work as stored.
    expect(onSaved).toHaveBeenCalledWith(stored);

    updateDetails.mockResolvedValueOnce({ ...stored, keywords: 'sea, dawn, boats' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateDetails).toHaveBeenCalledTimes(2));
    expect(updateDetails.mock.calls[0]?.[2]).toBe('as-opened');
    expect(updateDetails.mock.calls[1]?.[1]).toMatchObject({
      name: 'Harbour at Dawn, 1998',
      keywords: 'sea, dawn, boats',
    });
    expect(updateDetails.mock.calls[1]?.[2]).toBe('as-stored');
  });
});
