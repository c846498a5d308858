// Finalize the invoice: shipping (0 or more) and adjustments (a discount is negative), the total
// due shown as it will be invoiced; the server marks the order invoiced, renders the final
// invoice and emails it to the customer.
import { Button, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { z } from 'zod';
import {
  ADJUSTMENT_LIMIT,
  ADMIN_ORDER_MSG,
  finalizeSchema,
  lastEventOf,
  NOTE_MAX,
  SHIPPING_MAX,
  type AdminOrder,
} from '../../../domain/admin/orders';
import { formatMoney } from '../../../domain/format';
import { roundMoney } from '../../../domain/money';
import { toastSuccess } from '../../../ui/toast';
import { isConflict } from '../../../data/api-client';
import { errorMessage, splitErrors } from '../shared/api-errors';
import { finalizeInvoice } from './orders-api';
import { FormFailure } from '../../../ui/form-failure';

const FIELDS = ['shipping', 'adjustments'] as const;

/**
 * The server's rules over the inputs as typed (a number input may hold a string such as
 * '-8.5'): the shipping must be given, blank adjustments are 0.
 */
const finalizeFormSchema = (subtotal: number) =>
  z
    .object({
      shipping: z.preprocess(
        (v) => (v === '' ? undefined : Number(v)),
        finalizeSchema.shape.shipping.optional(),
      ),
      adjustments: z.preprocess(
        (v) => (v === '' ? 0 : Number(v)),
        finalizeSchema.shape.adjustments,
      ),
      note: finalizeSchema.shape.note,
    })
    .superRefine((v, ctx) => {
      if (v.shipping === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['shipping'],
          message: 'Enter the shipping (0 for none).',
        });
      else if (roundMoney(subtotal + v.shipping + v.adjustments) < 0)
        ctx.addIssue({
          code: 'custom',
          path: ['adjustments'],
          message: ADMIN_ORDER_MSG.negativeTotal,
        });
    });

const asNumber = (v: number | string) =>
  typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v);

export function FinalizeForm({
  order,
  onSaved,
  onOutdated,
}: {
  order: AdminOrder;
  onSaved: (order: AdminOrder) => void;
  /** Another admin changed the order since it was loaded: nothing was saved. */
  onOutdated: (message: string) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ shipping: number | string; adjustments: number | string; note: string }>({
    initialValues: {
      shipping: order.shipping ?? '',
      adjustments: order.adjustments ?? 0,
      note: '',
    },
    validate: schemaResolver(finalizeFormSchema(order.total), { sync: true }),
  });

  const s = asNumber(form.values.shipping);
  const a = form.values.adjustments === '' ? 0 : asNumber(form.values.adjustments);
  const due = Number.isFinite(s) && Number.isFinite(a) ? roundMoney(order.total + s + a) : null;

  const save = form.onSubmit(async ({ note }) => {
    setFailure(null);
    try {
      const saved = await finalizeInvoice(order.id, {
        shipping: s,
        adjustments: a,
        note,
        last_event_id: lastEventOf(order),
      });
      toastSuccess(`Final invoice #${order.invoice_id} is being sent to ${saved.customer.email}.`);
      form.setFieldValue('note', '');
      onSaved(saved);
    } catch (e) {
      if (isConflict(e)) return onOutdated(e.message);
      const { onFields, other } = splitErrors(e, FIELDS);
      form.setErrors(onFields);
      if (Object.keys(onFields).length === 0) setFailure(other ?? errorMessage(e));
    }
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="xs">
        <FormFailure message={failure} />
        <Group grow align="flex-start">
          <NumberInput
            label="Shipping"
            description="0 for free shipping"
            prefix="$"
            min={0}
            max={SHIPPING_MAX}
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            allowNegative={false}
            {...form.getInputProps('shipping')}
            required
          />
          <NumberInput
            label="Adjustments"
            description="Negative for a discount"
            prefix="$"
            min={-ADJUSTMENT_LIMIT}
            max={ADJUSTMENT_LIMIT}
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            {...form.getInputProps('adjustments')}
          />
        </Group>
        <Text fz="sm" c={due !== null && due < 0 ? 'red.8' : undefined}>
          {due !== null && due < 0 ? (
            // The invoice cannot be sent so: say why now rather than preview a negative total.
            ADMIN_ORDER_MSG.negativeTotal
          ) : due !== null ? (
            <>
              Subtotal {formatMoney(order.total)} + shipping {formatMoney(s)}
              {a ? ` ${a < 0 ? '-' : '+'} adjustments ${formatMoney(Math.abs(a))}` : ''} ={' '}
              <Text span fw={700}>
                Total due {formatMoney(due)}
              </Text>
            </>
          ) : Number.isFinite(s) ? (
            // An amount being typed ('-' before its digits) is no amount yet.
            'Enter the adjustments as an amount to see the total due.'
          ) : (
            'Enter the shipping to see the total due.'
          )}
        </Text>
        <Textarea
          label="Note (optional)"
          autosize
          minRows={1}
          maxLength={NOTE_MAX}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {order.status === 'invoiced'
              ? 'Update and email invoice'
              : 'Finalize and email invoice'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
