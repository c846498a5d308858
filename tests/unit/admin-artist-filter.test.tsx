// @vitest-environment jsdom
// The admin filter of My Portfolio and Sales, used as an admin does: a list of artists that
// could not be loaded says so, and opening it again loads it, rather than reading as no artists.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/data/api-client';

vi.mock('../../src/data/api-client', async (importOriginal) =>
  (await import('../helpers/scripted-api')).scriptedApiClient(await importOriginal()),
);
const { network } = await import('../helpers/scripted-api');
const { queryClient } = await import('../../src/data/query-client');
const { AdminArtistFilter } = await import('../../src/features/account/admin-artist-filter');

const NOT_LOADED = 'The artists could not be loaded. Open the list to try again.';
const elena = { id: 7, name: 'Elena', artist_name: 'Elena Marsh' };

function renderFilter() {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <AdminArtistFilter artistId={undefined} onChange={onChange} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { onChange, input: screen.getByRole<HTMLInputElement>('combobox', { name: 'Artist' }) };
}

describe('admin artist filter', () => {
  beforeEach(() => {
    network.requests.length = 0;
    queryClient.clear();
  });
  afterEach(cleanup);

  it('says the artists could not be loaded, and loads them when the list is opened again', async () => {
    network.answer = () => {
      throw new ApiError(undefined, 'API Error, please try again.');
    };
    const { input, onChange } = renderFilter();
    expect(await screen.findByText(NOT_LOADED)).toBeTruthy();
    expect(screen.queryByText('No artist found')).toBeNull();

    network.answer = () => ({ data: [elena] });
    fireEvent.click(input);
    fireEvent.click(await screen.findByRole('option', { name: 'Elena Marsh' }));
    expect(onChange).toHaveBeenCalledWith(7);
    expect(screen.queryByText(NOT_LOADED)).toBeNull();
    expect(network.requests.filter((r) => r.url === '/api/admin/artists')).toHaveLength(2);
  });

  it('loads the artists once when they come', async () => {
    network.answer = () => ({ data: [elena] });
    const { input } = renderFilter();
    await waitFor(() => expect(input.disabled).toBe(false));
    fireEvent.click(input);
    expect(await screen.findByRole('option', { name: 'Elena Marsh' })).toBeTruthy();
    expect(network.requests).toHaveLength(1);
  });
});
