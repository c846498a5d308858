// @vitest-environment jsdom
// The contact form, used as a visitor at a fair with a bad connection does (Testing Library
// over jsdom): a message that cannot reach the server is kept on the device and sent when the
// connection returns; one the server refuses is shown with its field messages and not kept.
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
const { ContactForm, CONTACT_QUEUED } = await import('../../src/features/content/contact-form');
const { appStore } = await import('../../src/state/store');
const { pendingWritesAtom } = await import('../../src/state/outbox');

const message = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '555 0100 222',
  message: 'Do you print on bamboo paper?',
};
const LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  message: 'Message',
} as const;

function fillAndSend(over: Partial<typeof message> = {}) {
  const values = { ...message, ...over };
  render(
    <MantineProvider>
      <Notifications />
      <ContactForm />
    </MantineProvider>,
  );
  for (const [field, label] of Object.entries(LABELS)) {
    fireEvent.change(screen.getByLabelText(label, { exact: false }), {
      target: { value: values[field as keyof typeof message] },
    });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

const queued = () => localDb.outbox.toArray();
const scrolledTo: Element[] = [];
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });

describe('contact form', () => {
  beforeEach(async () => {
    requests.length = 0;
    scrolledTo.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    network.answer = () => ({ message: 'Form Successful.' });
    await localDb.outbox.clear();
    notifications.clean();
  });
  afterEach(cleanup);

  it('sends the message and says so in the spec’s words', async () => {
    fillAndSend();
    expect(await screen.findByText('Form Successful.')).toBeTruthy();
    expect(requests).toMatchObject([
      { method: 'POST', url: '/api/contact-us-send-form', body: message },
    ]);
    expect(requests[0]!.key).toMatch(/^[\w-]{36}$/);
    expect(await queued()).toEqual([]);
  });

  it('keeps a message the network lost, says where it is, and sends it once when the connection returns', async () => {
    network.answer = () => {
      throw new ApiError(undefined, 'API Error, please try again.');
    };
    fillAndSend();
    expect(await screen.findByText(CONTACT_QUEUED)).toBeTruthy();
    expect(screen.queryByText('Form Successful.')).toBeNull();
    // Emptied: the message is kept on the device, not in the form.
    await waitFor(() => expect(field('First name').value).toBe(''));
    const [row] = await queued();
    expect(row).toMatchObject({
      kind: 'contact',
      userId: NO_ACCOUNT,
      method: 'POST',
      url: '/api/contact-us-send-form',
      body: message,
    });

    const stopSync = startSync();
    try {
      await waitFor(async () => expect((await queued())[0]?.attempts).toBeGreaterThan(0));
      // The status bar counts it among the changes to be sent.
      expect(appStore.get(pendingWritesAtom)).toBe(1);
      const tries = requests.length;
      network.answer = () => ({ message: 'Form Successful.' });
      window.dispatchEvent(new Event('online'));
      await waitFor(async () => expect(await queued()).toEqual([]));
      await waitFor(() => expect(appStore.get(pendingWritesAtom)).toBe(0));
      expect(requests.length).toBe(tries + 1);
      // The first send and every replay under its one key: the server stores and mails it once.
      expect(requests.map((r) => [r.key, r.body])).toEqual(requests.map(() => [row!.key, message]));
    } finally {
      stopSync();
    }
  });

  it('shows a refusal with its field messages and keeps nothing', async () => {
    network.answer = () => {
      throw new ApiError(422, 'The given data was invalid.', {
        phone: ['Your phone must be at least 8 characters'],
      });
    };
    fillAndSend();
    expect(await screen.findByText('This Form Has Errors.')).toBeTruthy();
    expect(await screen.findByText('Your phone must be at least 8 characters')).toBeTruthy();
    expect(field('First name').value).toBe('Ada');
    expect(await queued()).toEqual([]);
    // On a phone the field is above the fold: it is brought into view and focused.
    await waitFor(() => expect(document.activeElement).toBe(field('Phone')));
    expect(scrolledTo).toEqual([field('Phone')]);
  });

  it('brings the first field its own rules refused into view and sends nothing', async () => {
    fillAndSend({ email: 'not an address', message: '' });
    expect(await screen.findByText('This Form Has Errors.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('E-mail')));
    expect(scrolledTo).toEqual([field('E-mail')]);
    expect(requests).toEqual([]);
  });
});
