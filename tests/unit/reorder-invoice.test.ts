// Re-Order's toasts: lines not added are named with why, and lines added at a price other than
// the invoice's are said to be. The network is mocked at the api() function.
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/data/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));

import { notifications } from '@mantine/notifications';
import type * as ApiClient from '../../src/data/api-client';
import { api } from '../../src/data/api-client';
import type { reorderAnswerSchema } from '../../src/domain/reorder';
import { reorderInvoice } from '../../src/features/orders/reorder-invoice';

const apiMock = vi.mocked(api);
const shown: Array<{ message: unknown; color?: string }> = [];
vi.spyOn(notifications, 'show').mockImplementation((n) => {
  shown.push({ message: n.message, color: n.color });
  return '';
});

beforeEach(() => {
  shown.length = 0;
  apiMock.mockReset();
});

describe('reorderInvoice', () => {
  it('names each line not added with why, and says the prices are today’s', async () => {
    apiMock.mockImplementation((schema) =>
      Promise.resolve(
        (schema as typeof reorderAnswerSchema).parse({
          added: 2,
          skipped: ['Milky Way Hills', 'Red Poppies'],
          not_added: [
            { name: 'Milky Way Hills', reason: 'the frame chosen is no longer offered.' },
            { name: 'Red Poppies', reason: 'the artwork is no longer available for order.' },
          ],
          repriced: 1,
        }),
      ),
    );
    expect(await reorderInvoice({ id: 7, invoice_id: 1042 })).toBe(2);
    expect(shown).toEqual([
      {
        color: 'red',
        message:
          "'Milky Way Hills' was not added to your cart: the frame chosen is no longer offered. 'Red Poppies' was not added to your cart: the artwork is no longer available for order.",
      },
      {
        color: 'green',
        message:
          "The items of invoice #1042 were added to your cart at today's prices. The price of one of them has changed since the invoice: your cart shows what it was and what it is now.",
      },
    ]);
  });

  it('reads an answer of the first shape, names only', async () => {
    apiMock.mockImplementation((schema) =>
      Promise.resolve((schema as typeof reorderAnswerSchema).parse({ added: 1, skipped: [] })),
    );
    expect(await reorderInvoice({ id: 7, invoice_id: 1042 })).toBe(1);
    expect(shown.map((s) => s.message)).toEqual([
      "The items of invoice #1042 were added to your cart at today's prices.",
    ]);
  });
});
