// @vitest-environment jsdom
// The order drawer's status form, as an admin uses it (Testing Library over jsdom): it offers
// only the statuses the order may take next, and cancelling asks first, saying what it does,
// before anything is sent.
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '../../src/domain/admin/orders';

const changeStatus = vi.fn((id: number, body: { status: string }): Promise<unknown> =>
  Promise.resolve({ ...submitted, id, status: body.status }),
);
vi.mock('../../src/features/admin/orders/orders-api', () => ({ changeStatus }));
vi.mock('../../src/ui/toast', () => ({ toastSuccess: vi.fn() }));

const { StatusForm } = await import('../../src/features/admin/orders/status-form');

const submitted = {
  id: 2,
  invoice_id: 10002,
  status: 'submitted',
  shipping: null,
  customer: { id: 5, name: 'Cora Customer', email: 'cora@example.com' },
  history: [{ id: 41 }],
} as unknown as AdminOrder;

function renderForm(order: AdminOrder) {
  render(
    <MantineProvider env="test">
      <StatusForm order={order} onSaved={vi.fn()} onOutdated={vi.fn()} />
    </MantineProvider>,
  );
}

const offered = async () => {
  fireEvent.click(screen.getByRole('combobox', { name: 'New status' }));
  return (await screen.findAllByRole('option')).map((o) => o.textContent);
};

describe('status form', () => {
  afterEach(() => {
    cleanup();
    changeStatus.mockClear();
  });

  it('offers a submitted order only cancelling, and an invoiced one what follows', async () => {
    renderForm(submitted);
    expect(await offered()).toEqual(['Cancelled']);
    cleanup();
    renderForm({ ...submitted, status: 'invoiced', shipping: 12 });
    expect(await offered()).toEqual(['Paid', 'In production', 'Shipped', 'Cancelled']);
  });

  it('says a cancelled order takes no further status', () => {
    renderForm({ ...submitted, status: 'cancelled' });
    expect(screen.queryByRole('combobox', { name: 'New status' })).toBeNull();
    expect(
      screen.getByText(
        'A cancelled order cannot be reopened. The customer can re-order it from their account.',
      ),
    ).toBeTruthy();
  });

  it('asks before cancelling, says what it does, and sends only when confirmed', async () => {
    renderForm(submitted);
    await offered();
    fireEvent.click(screen.getByRole('option', { name: 'Cancelled' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #10002' });
    expect(dialog.textContent).toContain(
      'They are told by email that it is cancelled and that nothing is due.',
    );
    expect(changeStatus).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changeStatus).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    await waitFor(() =>
      expect(changeStatus).toHaveBeenCalledWith(2, {
        status: 'cancelled',
        note: '',
        last_event_id: 41,
      }),
    );
  });
});
