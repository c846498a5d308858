// View Orders asks for its days in the admin's time zone by name, so the server takes each day
// with its own UTC offset rather than today's.
import { describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../src/data/api-client';

const api = vi.fn((..._args: unknown[]) => Promise.resolve({}));
vi.mock('../../src/data/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  api,
}));
const { fetchOrders } = await import('../../src/features/admin/orders/orders-api');

describe('fetchOrders', () => {
  it("sends the admin's IANA zone, not today's offset", async () => {
    await fetchOrders({
      status: null,
      customer: '',
      from: '2026-07-04',
      to: '2026-07-04',
      page: 1,
    });
    const [, , , options] = api.mock.calls[0]!;
    expect(options).toMatchObject({
      query: {
        from: '2026-07-04',
        to: '2026-07-04',
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    });
    expect(options).not.toHaveProperty('query.tz_offset');
  });
});
