// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { Notifications } from '@mantine/notifications';
import { cleanup, screen } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/data/api-client';
import { renderInRouter } from '../helpers/render-in-router';

vi.mock('../../src/data/api-client', async (importOriginal) =>
  (await import('../helpers/scripted-api')).scriptedApiClient(await importOriginal()),
);
const { network } = await import('../helpers/scripted-api');
const { localDb } = await import('../../src/data/local-db');
const { drainOutbox, enqueue } = await import('../../src/data/outbox');
const { QueuedOrderOutcomes } = await import('../../src/features/checkout/queued-order-outcomes');

describe('probe', () => {
  beforeEach(async () => { await localDb.outbox.clear(); });
  afterEach(cleanup);
  it('an order held back by a refused cart change is announced away from checkout', async () => {
    await enqueue({ userId: 1, kind: 'cart', method: 'POST', url: '/api/cart', body: {} });
    await enqueue({ userId: 1, kind: 'order', method: 'POST', url: '/api/orders', body: {} });
    network.answer = (r) => {
      if (r.url === '/api/cart') throw new ApiError(422, 'x', { quantity: ['bad'] }, 'The quantity is bad.');
      return {};
    };
    await renderInRouter(<><Notifications /><QueuedOrderOutcomes /></>, '/artist-archive');
    await drainOutbox(1);
    const rows = await localDb.outbox.toArray();
    console.log(rows.map((r) => [r.kind, r.status, r.error]));
    expect(network.requests.map((r) => r.url)).toEqual(['/api/cart']);
    expect(await screen.findByText(/Your order could not be submitted/, undefined, { timeout: 1500 })).toBeTruthy();
  });
});
