// @vitest-environment jsdom
// An order queued offline is sent when the connection returns, on whatever page the buyer is by
// then: away from the checkout, they are told whether it went through (Testing Library over
// jsdom, the outbox on fake IndexedDB with the network scripted).
import 'fake-indexeddb/auto';
import { Notifications } from '@mantine/notifications';
import { cleanup, screen } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/data/api-client';
import { anOrder } from '../factories/orders';
import { renderInRouter } from '../helpers/render-in-router';

vi.mock('../../src/data/api-client', async (importOriginal) =>
  (await import('../helpers/scripted-api')).scriptedApiClient(await importOriginal()),
);
const { network } = await import('../helpers/scripted-api');
const { localDb } = await import('../../src/data/local-db');
const { drainOutbox, enqueue } = await import('../../src/data/outbox');
const { QueuedOrderOutcomes } = await import('../../src/features/checkout/queued-order-outcomes');

const queueOrder = () =>
  enqueue({ userId: 1, kind: 'order', method: 'POST', url: '/api/orders', body: {} });

async function renderOn(url: string) {
  await renderInRouter(
    <>
      <Notifications />
      <QueuedOrderOutcomes />
    </>,
    url,
  );
}

describe('an order sent by the outbox away from the checkout', () => {
  beforeEach(async () => {
    await localDb.outbox.clear();
  });
  afterEach(cleanup);

  it('says it was submitted, with its number, and settles the orders refused before it', async () => {
    const refused = await queueOrder();
    await localDb.outbox.update(refused.seq, { status: 'failed', error: 'Your cart is empty.' });
    await queueOrder();
    network.answer = () => anOrder({ invoice_id: 10042 });
    await renderOn('/artist-archive');
    await drainOutbox(1);
    expect(
      await screen.findByText(
        'Your order #10042 has been submitted. It is listed under My Account, Orders.',
      ),
    ).toBeTruthy();
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('says it could not be submitted, and why', async () => {
    await queueOrder();
    network.answer = () => {
      throw new ApiError(422, 'API Error, please try again.', {}, 'Your cart is empty.');
    };
    await renderOn('/artist-archive');
    await drainOutbox(1);
    expect(
      await screen.findByText(
        'Your order could not be submitted: Your cart is empty. See Checkout.',
      ),
    ).toBeTruthy();
  });
});
