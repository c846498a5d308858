// @vitest-environment jsdom
// The footer's newsletter form, rendered and used as a visitor does (Testing Library over
// jsdom): the spec's check and toast, and a sign-up the network lost is queued and sent later.
import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/data/api-client';

vi.mock('../../src/data/api-client', async (importOriginal) =>
  (await import('../helpers/scripted-api')).scriptedApiClient(await importOriginal()),
);
const { network } = await import('../helpers/scripted-api');
const { requests } = network;

const { localDb } = await import('../../src/data/local-db');
const { NO_ACCOUNT } = await import('../../src/data/outbox');
const { startSync } = await import('../../src/data/sync');
const { NewsletterForm } = await import('../../src/ui/layout/newsletter-form');

const offline = () => {
  throw new ApiError(undefined, 'API Error, please try again.');
};

function renderForm() {
  render(
    <MantineProvider>
      <Notifications />
      <NewsletterForm />
    </MantineProvider>,
  );
  return {
    field: screen.getByRole('textbox', { name: 'Email for the newsletter' }),
    subscribe: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

const queued = () => localDb.outbox.toArray();

describe('newsletter form', () => {
  beforeEach(async () => {
    requests.length = 0;
    network.answer = () => ({ message: 'Newsletter Successful.' });
    await localDb.outbox.clear();
    notifications.clean();
  });
  afterEach(cleanup);

  it('refuses an address that does not match the pattern, and sends nothing', async () => {
    const { field, subscribe } = renderForm();
    fireEvent.change(field, { target: { value: 'reader@nowhere' } });
    fireEvent.click(subscribe);
    expect(await screen.findByText('E-mail must be valid')).toBeTruthy();
    expect(requests).toEqual([]);
    expect(screen.queryByText('Newsletter Successful.')).toBeNull();
  });

  it('thanks the reader at once and signs the address up', async () => {
    const { field, subscribe } = renderForm();
    fireEvent.change(field, { target: { value: '  reader@example.com ' } });
    fireEvent.click(subscribe);
    expect(await screen.findByText('Newsletter Successful.')).toBeTruthy();
    // Emptied for the next address (the form remounts the input).
    const emptied = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Email for the newsletter',
    });
    expect(emptied.value).toBe('');
    await waitFor(() =>
      expect(requests).toEqual([
        { method: 'POST', url: '/api/subscribe', body: { email: 'reader@example.com' } },
      ]),
    );
    expect(await queued()).toEqual([]);
  });

  it('keeps a sign-up the network lost, and sends it when the connection returns', async () => {
    network.answer = offline;
    const { field, subscribe } = renderForm();
    fireEvent.change(field, { target: { value: 'offline@example.com' } });
    fireEvent.click(subscribe);
    expect(await screen.findByText('Newsletter Successful.')).toBeTruthy();
    await waitFor(async () => expect(await queued()).toHaveLength(1));
    expect((await queued())[0]).toMatchObject({
      kind: 'newsletter',
      userId: NO_ACCOUNT,
      method: 'POST',
      url: '/api/subscribe',
      body: { email: 'offline@example.com' },
    });

    // The app's sync starts while the network is still down: its first try fails and waits.
    const stopSync = startSync();
    try {
      await waitFor(async () => expect((await queued())[0]?.attempts).toBeGreaterThan(0));
      const tries = requests.length;
      // The connection returns: the browser's 'online' event sends it without waiting.
      network.answer = () => ({ message: 'Newsletter Successful.' });
      window.dispatchEvent(new Event('online'));
      await waitFor(async () => expect(await queued()).toEqual([]));
      expect(requests.length).toBe(tries + 1);
      expect(requests.at(-1)).toMatchObject({
        method: 'POST',
        url: '/api/subscribe',
        body: { email: 'offline@example.com' },
      });
    } finally {
      stopSync();
    }
  });

  it('queues after a server error too, but not after the server refused the address', async () => {
    network.answer = () => {
      throw new ApiError(503, 'API Error, please try again.');
    };
    const first = renderForm();
    fireEvent.change(first.field, { target: { value: 'later@example.com' } });
    fireEvent.click(first.subscribe);
    await waitFor(async () => expect(await queued()).toHaveLength(1));
    cleanup();
    await localDb.outbox.clear();

    network.answer = () => {
      throw new ApiError(422, 'The given data was invalid.', { email: ['E-mail must be valid'] });
    };
    const second = renderForm();
    fireEvent.change(second.field, { target: { value: 'refused@example.com' } });
    fireEvent.click(second.subscribe);
    await waitFor(() => expect(requests.at(-1)?.body).toEqual({ email: 'refused@example.com' }));
    expect(await queued()).toEqual([]);
  });
});
