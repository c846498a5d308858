// The shipping and billing part of the checkout: shipping address, 'Same as Shipping', the
// billing address when it differs, and additional instructions. Disabled for guests until they
// sign in. The Submit Order button lives in the summary panel and submits this form by its id.
import { Checkbox, Collapse, Fieldset, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AddressFields } from './address-fields';
import type { CheckoutValues } from './checkout-values';
import { GrowingTextarea } from '../../ui/growing-textarea';

export const CHECKOUT_FORM_ID = 'checkout-form';

export function CheckoutForm({
  form,
  disabled,
  onSubmit,
  onInvalid,
}: {
  form: UseFormReturnType<CheckoutValues>;
  disabled: boolean;
  onSubmit: (values: CheckoutValues) => void;
  onInvalid: () => void;
}) {
  const same = form.values.shipping_is_billing;
  return (
    <form id={CHECKOUT_FORM_ID} noValidate onSubmit={form.onSubmit(onSubmit, onInvalid)}>
      <Stack gap="md">
        <Fieldset legend="Shipping Address" disabled={disabled} radius="md">
          <AddressFields form={form} prefix="shipping" nameRequired />
        </Fieldset>
        <Fieldset legend="Billing Address" disabled={disabled} radius="md">
          <Checkbox
            label="Same as Shipping"
            {...form.getInputProps('shipping_is_billing', { type: 'checkbox' })}
          />
          <Collapse expanded={!same}>
            <Stack pt="md">
              <AddressFields form={form} prefix="billing" nameRequired={false} />
            </Stack>
          </Collapse>
        </Fieldset>
        <Fieldset legend="Additional Instructions" disabled={disabled} radius="md">
          <GrowingTextarea
            aria-label="Additional instructions"
            placeholder="Anything we should know about this order (optional)"
            leastRows={3}
            mostRows={8}
            maxLength={2000}
            {...form.getInputProps('additional_instructions')}
          />
        </Fieldset>
      </Stack>
    </form>
  );
}
