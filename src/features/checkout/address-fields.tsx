// One address block of the checkout (shipping or billing): recipient, two lines, city, state,
// postal code and country (United States or Canada), with the browser's autofill hints.
import { Grid, TextInput } from '@mantine/core';
import { Select } from '../../ui/select';
import type { UseFormReturnType } from '@mantine/form';
import { COUNTRIES } from '../../domain/address';
import type { CheckoutValues } from './checkout-values';

const COUNTRY_DATA = COUNTRIES.map((c) => ({ value: c.value, label: c.label }));

export function AddressFields({
  form,
  prefix,
  nameRequired,
}: {
  form: UseFormReturnType<CheckoutValues>;
  prefix: 'shipping' | 'billing';
  nameRequired: boolean;
}) {
  const field = (part: string) => `${prefix}_address_${part}` as keyof CheckoutValues;
  const auto = (token: string) => `${prefix} ${token}`;
  return (
    <Grid gap="sm">
      <Grid.Col span={12}>
        <TextInput
          label="Recipient name"
          required={nameRequired}
          autoComplete={auto('name')}
          {...form.getInputProps(field('name'))}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          label="Address line 1"
          required
          autoComplete={auto('address-line1')}
          {...form.getInputProps(field('line_1'))}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          label="Address line 2"
          description="Apartment, suite, unit (optional)"
          autoComplete={auto('address-line2')}
          {...form.getInputProps(field('line_2'))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput
          label="City"
          required
          autoComplete={auto('address-level2')}
          {...form.getInputProps(field('city'))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput
          label="State"
          required
          autoComplete={auto('address-level1')}
          {...form.getInputProps(field('state'))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <TextInput
          label="Postal code"
          required
          autoComplete={auto('postal-code')}
          {...form.getInputProps(field('postal_code'))}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Select
          label="Country"
          data={COUNTRY_DATA}
          allowDeselect={false}
          autoComplete={auto('country')}
          {...form.getInputProps(field('country'))}
        />
      </Grid.Col>
    </Grid>
  );
}
