// @vitest-environment jsdom
// Finalizing an invoice in the order drawer, as an admin types it (Testing Library over jsdom):
// the shipping must be given, a discount may not make the total due negative, and what is sent
// is what the total line showed, with the latest history event the admin saw, so that a change
// another admin made meanwhile is not overwritten.
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/data/api-client';
import { ADMIN_ORDER_MSG, type AdminOrder } from '../../src/domain/admin/orders';

const finalizeInvoice = vi.fn((id: number, body: unknown): Promise<unknown> =>
  Promise.resolve({ ...order, id, ...(body as object), customer: { email: 'c@example.com' } }),
);
vi.mock('../../src/features/admin/orders/orders-api', () => ({ finalizeInvoice }));
vi.mock('../../src/ui/toast', () => ({ toastSuccess: vi.fn() }));

const { FinalizeForm } = await import('../../src/features/admin/orders/finalize-form');

const order = {
  id: 7,
  invoice_id: 1007,
  status: 'submitted',
  total: 120,
  shipping: null,
  adjustments: 0,
  history: [{ id: 41 }, { id: 44 }],
} as unknown as AdminOrder;

function renderForm() {
  const onSaved = vi.fn();
  const onOutdated = vi.fn();
  render(
    <MantineProvider>
      <FinalizeForm order={order} onSaved={onSaved} onOutdated={onOutdated} />
    </MantineProvider>,
  );
  const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
  return {
    onSaved,
    onOutdated,
    type: (name: string, value: string) => fireEvent.change(field(name), { target: { value } }),
    finalize: () =>
      fireEvent.click(screen.getByRole('button', { name: 'Finalize and email invoice' })),
  };
}

describe('finalize invoice form', () => {
  afterEach(() => {
    cleanup();
    finalizeInvoice.mockClear();
  });

  it('asks for the shipping before anything is sent', async () => {
    const form = renderForm();
    form.finalize();
    expect(await screen.findByText('Enter the shipping (0 for none).')).toBeTruthy();
    expect(finalizeInvoice).not.toHaveBeenCalled();
  });

  it('shows no total due while a negative adjustment is being typed', () => {
    const form = renderForm();
    form.type('Shipping', '10');
    form.type('Adjustments', '-');
    expect(
      screen.getByText('Enter the adjustments as an amount to see the total due.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Total due/)).toBeNull();
  });

  it('refuses a discount that makes the total due negative', async () => {
    const form = renderForm();
    form.type('Shipping', '10');
    form.type('Adjustments', '-140');
    // Said as it is typed, where the total line would have read "Total due -$10.00".
    expect(screen.getByText(ADMIN_ORDER_MSG.negativeTotal)).toBeTruthy();
    expect(screen.queryByText(/Total due/)).toBeNull();
    form.finalize();
    await waitFor(() => expect(screen.getAllByText(ADMIN_ORDER_MSG.negativeTotal)).toHaveLength(2));
    expect(finalizeInvoice).not.toHaveBeenCalled();
  });

  it('sends the shipping, discount and note the total line showed', async () => {
    const form = renderForm();
    form.type('Shipping', '18.5');
    form.type('Adjustments', '-8.5');
    expect(screen.getByText(/Total due \$130\.00/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Note (optional)' }), {
      target: { value: 'Thank you' },
    });
    form.finalize();
    await waitFor(() =>
      expect(finalizeInvoice).toHaveBeenCalledWith(7, {
        shipping: 18.5,
        adjustments: -8.5,
        note: 'Thank you',
        last_event_id: 44,
      }),
    );
  });

  it('hands a refusal because another admin changed the order to the drawer, saving nothing', async () => {
    finalizeInvoice.mockRejectedValueOnce(new ApiError(409, ADMIN_ORDER_MSG.changedMeanwhile));
    const form = renderForm();
    form.type('Shipping', '18.5');
    form.finalize();
    await waitFor(() =>
      expect(form.onOutdated).toHaveBeenCalledWith(ADMIN_ORDER_MSG.changedMeanwhile),
    );
    expect(form.onSaved).not.toHaveBeenCalled();
  });
});
