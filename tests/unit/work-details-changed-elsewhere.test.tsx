// @vitest-environment jsdom
// The artist's Edit Details dialog and a work's details changed elsewhere (Manage Gallery,
// another tab). Changed before it opened: the dialog loads the work as stored, not the list's
// older copy, and saves against that version. Changed after: the server refuses the save (409),
// and the dialog loads the work as stored, keeps what the artist typed, says why, and saves
// against the stored version on the next Save (Testing Library over jsdom).
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/data/api-client';
import { PORTFOLIO_MSG, type PortfolioImage } from '../../src/domain/portfolio';
import { portfolioWork } from '../factories/portfolio-works';
import { renderInRouter } from '../helpers/render-in-router';

const updateDetails = vi.fn();
const fetchWork = vi.fn();
const openWork = vi.fn();
vi.mock('../../src/features/portfolio/portfolio-api', () => ({
  updateDetails,
  fetchWork,
  openWork,
}));
vi.mock('../../src/features/catalog/catalogue-api', () => ({
  useCategories: () => ({ data: [] }),
}));
const { queryClient } = await import('../../src/data/query-client');
const { ImageEditDialog } = await import('../../src/features/portfolio/image-edit-dialog');

const opened = portfolioWork({ details_version: 'as-opened' });
// Renamed in Manage Gallery meanwhile.
const stored = { ...opened, name: 'Harbour at Dawn, 1998', details_version: 'as-stored' };

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });

const openDialog = (listed: PortfolioImage, onSaved = vi.fn()) =>
  renderInRouter(
    <QueryClientProvider client={queryClient}>
      <ImageEditDialog image={listed} onClose={vi.fn()} onSaved={onSaved} />
    </QueryClientProvider>,
  );

describe("a work's details changed elsewhere", () => {
  afterEach(() => {
    cleanup();
    queryClient.clear();
    vi.clearAllMocks();
  });

  it('opens on the work as stored, not the older copy of the list, and saves against it', async () => {
    let answer!: (work: PortfolioImage) => void;
    openWork.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await openDialog(opened);
    expect(openWork).toHaveBeenCalledWith(opened.id, expect.anything());
    // Nothing to edit until the work is loaded: no field shows the list's copy meanwhile.
    expect(screen.getByLabelText('Loading the details of this work')).toBeTruthy();
    expect(screen.queryByLabelText('Name', { exact: false })).toBeNull();

    answer(stored);
    await waitFor(() => expect(field('Name').value).toBe('Harbour at Dawn, 1998'));
    updateDetails.mockResolvedValueOnce(stored);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateDetails).toHaveBeenCalledTimes(1));
    expect(updateDetails.mock.calls[0]?.[1]).toMatchObject({ name: 'Harbour at Dawn, 1998' });
    expect(updateDetails.mock.calls[0]?.[2]).toBe('as-stored');
  });

  it('says the work could not be loaded, and Try again loads it', async () => {
    openWork.mockRejectedValueOnce(new ApiError(500, 'The server could not answer.'));
    await openDialog(opened);
    await screen.findByText('The details of this work could not be loaded');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    openWork.mockResolvedValueOnce(stored);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(field('Name').value).toBe('Harbour at Dawn, 1998'));
    expect(openWork).toHaveBeenCalledTimes(2);
  });

  it('takes the stored details around what was typed, says so, and saves on the next Save', async () => {
    openWork.mockResolvedValueOnce(opened);
    updateDetails.mockRejectedValueOnce(new ApiError(409, PORTFOLIO_MSG.detailsChanged));
    fetchWork.mockResolvedValue(stored);
    const onSaved = vi.fn();
    await openDialog(opened, onSaved);
    await waitFor(() => expect(field('Name').value).toBe('Harbour at Dawn'));
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
