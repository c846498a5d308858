// Change an order's status with a note; the server records who and when. Only the statuses the
// order may take next are offered, and cancelling asks first: the customer is mailed at once.
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { Select } from '../../../ui/select';
import { useState } from 'react';
import {
  ADMIN_ORDER_MSG,
  lastEventOf,
  NOTE_MAX,
  STATUS_LABELS,
  type AdminOrder,
} from '../../../domain/admin/orders';
import { nextStatuses } from '../../../domain/admin/status-transitions';
import type { OrderStatus } from '../../../domain/orders';
import { toastSuccess } from '../../../ui/toast';
import { isConflict } from '../../../data/api-client';
import { fieldErrors, errorMessage } from '../shared/api-errors';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { changeStatus } from './orders-api';

const cancelQuestion = (order: AdminOrder) =>
  `Cancel order #${order.invoice_id} of ${order.customer.name}? They are told by email that it is cancelled and that nothing is due. A cancelled order cannot be reopened.`;

export function StatusForm({
  order,
  onSaved,
  onOutdated,
}: {
  order: AdminOrder;
  onSaved: (order: AdminOrder) => void;
  /** Another admin changed the order since it was loaded: nothing was saved. */
  onOutdated: (message: string) => void;
}) {
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const choices = nextStatuses(order);
  // Only a cancelled order has none.
  if (choices.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {ADMIN_ORDER_MSG.cancelledIsFinal}
      </Text>
    );
  }

  const save = async () => {
    if (!status) return;
    setSaving(true);
    setError(null);
    try {
      const saved = await changeStatus(order.id, {
        status,
        note,
        last_event_id: lastEventOf(order),
      });
      toastSuccess(`Order #${order.invoice_id} is now ${STATUS_LABELS[status].toLowerCase()}.`);
      setStatus(null);
      setNote('');
      onSaved(saved);
    } catch (e) {
      if (isConflict(e)) return onOutdated(e.message);
      const errors = fieldErrors(e);
      setError(errors.status ?? errors.note ?? errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="xs">
      <Select
        label="New status"
        placeholder="Choose"
        data={choices.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        value={status}
        onChange={(v) => setStatus(v)}
        error={error}
      />
      <Textarea
        label="Note"
        description="Saved in the history with your name and the time"
        autosize
        minRows={2}
        maxLength={NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button
          onClick={() => (status === 'cancelled' ? setConfirming(true) : void save())}
          disabled={!status}
          loading={saving}
        >
          Change status
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={`Cancel order #${order.invoice_id}`}
        text={cancelQuestion(order)}
        confirm="Cancel the order"
        dismiss="Keep the order"
        color="red.8"
        busy={saving}
        onClose={() => setConfirming(false)}
        // Closed whatever the answer, so a refusal shows on the form.
        onConfirm={() => save().then(() => true)}
      />
    </Stack>
  );
}
