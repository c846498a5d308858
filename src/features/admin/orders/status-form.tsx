// Change an order's status with a note; the server records who and when.
import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  lastEventOf,
  NOTE_MAX,
  STATUS_LABELS,
  type AdminOrder,
} from '../../../domain/admin/orders';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/orders';
import { toastSuccess } from '../../../ui/toast';
import { isConflict } from '../../../data/api-client';
import { fieldErrors, errorMessage } from '../shared/api-errors';
import { changeStatus } from './orders-api';

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
  // 'Invoiced' comes from finalizing the invoice (shipping must be known first).
  const choices = ORDER_STATUSES.filter(
    (s) => s !== order.status && (s !== 'invoiced' || order.shipping !== null),
  );

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
        <Button onClick={() => void save()} disabled={!status} loading={saving}>
          Change status
        </Button>
      </Group>
    </Stack>
  );
}
