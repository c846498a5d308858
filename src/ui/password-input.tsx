// Mantine's PasswordInput ties its error message to the field (aria-describedby) but, unlike
// TextInput, does not mark the field invalid; this one does, so the field is announced invalid.
import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';

export function PasswordInput(props: PasswordInputProps) {
  return <MantinePasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
