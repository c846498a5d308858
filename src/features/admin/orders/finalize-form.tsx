// Finalize the invoice: shipping (0 or more) and adjustments (a discount is negative), the total
// due shown as it will be invoiced; the server marks the order invoiced, renders the final
// invoice and emails it to the customer.
import { Alert, Button, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  ADJUSTMENT_LIMIT,
  ADMIN_ORDER_MSG,
  NOTE_MAX,
  SHIPPING_MAX,
  type AdminOrder,
} from '../../../domain/admin/orders';
import { formatMoney } from '../../../domain/format';
import { roundMoney } from '../../../domain/money';
import { toastSuccess } from '../../../ui/toast';
import { fieldErrors, errorMessage } from '../shared/api-errors';
import { finalizeInvoice } from './orders-api';

const num = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v));

export function FinalizeForm({
  order,
  onSaved,
}: {
  order: AdminOrder;
  onSaved: (order: AdminOrder) => void;
}) {
  const [shipping, setShipping] = useState<number | string>(order.shipping ?? '');
  const [adjustments, setAdjustments] = useState<number | string>(order.adjustments ?? 0);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const s = num(shipping);
  const a = adjustments === '' ? 0 : num(adjustments);
  const due = Number.isFinite(s) && Number.isFinite(a) ? roundMoney(order.total + s + a) : null;

  const save = async () => {
    const local: Record<string, string> = {};
    if (!Number.isFinite(s)) local.shipping = 'Enter the shipping (0 for none).';
    else if (s < 0) local.shipping = 'The shipping must be at least 0.';
    if (!Number.isFinite(a)) local.adjustments = 'The adjustments must be a number.';
    else if (due !== null && due < 0) local.adjustments = ADMIN_ORDER_MSG.negativeTotal;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      const saved = await finalizeInvoice(order.id, { shipping: s, adjustments: a, note });
      toastSuccess(`Final invoice #${order.invoice_id} is being sent to ${saved.customer.email}.`);
      setNote('');
      onSaved(saved);
    } catch (e) {
      const fields = fieldErrors(e);
      setErrors(fields);
      if (!fields.shipping && !fields.adjustments) setFailure(fields.status ?? errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="xs">
      {failure && (
        <Alert color="red" variant="light">
          {failure}
        </Alert>
      )}
      <Group grow align="flex-start">
        <NumberInput
          label="Shipping"
          description="0 for free shipping"
          prefix="$"
          min={0}
          max={SHIPPING_MAX}
          decimalScale={2}
          fixedDecimalScale
          allowNegative={false}
          value={shipping}
          onChange={setShipping}
          error={errors.shipping}
          withAsterisk
        />
        <NumberInput
          label="Adjustments"
          description="Negative for a discount"
          prefix="$"
          min={-ADJUSTMENT_LIMIT}
          max={ADJUSTMENT_LIMIT}
          decimalScale={2}
          fixedDecimalScale
          value={adjustments}
          onChange={setAdjustments}
          error={errors.adjustments}
        />
      </Group>
      <Text fz="sm">
        {Number.isFinite(s) ? (
          <>
            Subtotal {formatMoney(order.total)} + shipping {formatMoney(s)}
            {a ? ` ${a < 0 ? '−' : '+'} adjustments ${formatMoney(Math.abs(a))}` : ''} ={' '}
            <Text span fw={700}>
              Total due {formatMoney(due)}
            </Text>
          </>
        ) : (
          'Enter the shipping to see the total due.'
        )}
      </Text>
      <Textarea
        label="Note (optional)"
        autosize
        minRows={1}
        maxLength={NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button onClick={() => void save()} loading={saving}>
          {order.status === 'invoiced' ? 'Update and email invoice' : 'Finalize and email invoice'}
        </Button>
      </Group>
    </Stack>
  );
}
