// One default address of the Information tab (shipping or billing): name, two lines, city,
// state, ZIP and country (United States or Canada), with the browser's autofill hints.
import { Grid, TextInput } from '@mantine/core';
import { Select } from '../../ui/select';
import type { GetInputPropsReturnType } from '@mantine/form';
import {
  addressKey,
  COUNTRIES,
  type AddressField,
  type AddressKey,
  type AddressKind,
} from '../../domain/address';
import { REQUIRED_ADDRESS_FIELDS } from '../../domain/profile';

const COUNTRY_DATA = COUNTRIES.map((c) => ({ value: c.value, label: c.label }));
const required = (field: AddressField) =>
  (REQUIRED_ADDRESS_FIELDS as readonly string[]).includes(field);

type InputProps = (path: AddressKey) => GetInputPropsReturnType;

export function AddressFieldset({
  kind,
  inputProps,
}: {
  kind: AddressKind;
  inputProps: InputProps;
}) {
  const props = (field: AddressField) => ({
    required: required(field),
    autoComplete: `${kind} ${AUTOFILL[field]}`,
    ...inputProps(addressKey(kind, field)),
  });
  return (
    <Grid gap="sm">
      <Grid.Col span={12}>
        <TextInput label="Name" {...props('name')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput label="Address Line 1" {...props('line_1')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput label="Address Line 2" {...props('line_2')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput label="City" {...props('city')} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput label="State" {...props('state')} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <TextInput label="ZIP" {...props('postal_code')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <Select label="Country" data={COUNTRY_DATA} allowDeselect={false} {...props('country')} />
      </Grid.Col>
    </Grid>
  );
}

const AUTOFILL: Record<AddressField, string> = {
  name: 'name',
  line_1: 'address-line1',
  line_2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postal_code: 'postal-code',
  country: 'country',
};
