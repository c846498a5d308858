// Change Password, under the Information tab's profile: the current password, a new one and its
// confirmation (PUT /user/password, the shared rules of src/domain/auth.ts). The server signs
// every other device out and keeps this one signed in; the form then empties and says so.
import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { updatePassword } from '../../data/auth-api';
import { updatePasswordSchema, type UpdatePasswordInput } from '../../domain/auth';
import { PasswordInput } from '../../ui/password-input';
import { revealFirstInvalid, revealRefusedField } from '../../ui/reveal-first-invalid';
import { toastSuccess } from '../../ui/toast';
import { showRequestError } from '../auth/form-errors';
import { FormFailure } from '../../ui/form-failure';

export const PASSWORD_UPDATED = 'Your password has been updated.';

const EMPTY: UpdatePasswordInput = {
  current_password: '',
  password: '',
  password_confirmation: '',
};
const FIELDS = Object.keys(EMPTY);

export function PasswordForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UpdatePasswordInput>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: schemaResolver(updatePasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values, event) => {
    const formElement = event?.currentTarget ?? null;
    setFailure(null);
    try {
      await updatePassword(values);
      form.reset();
      toastSuccess(PASSWORD_UPDATED);
    } catch (error) {
      setFailure(showRequestError(form, error, FIELDS));
      revealFirstInvalid(formElement);
    }
  }, revealRefusedField);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="password-heading">
      <Stack gap="sm" pb="md">
        <Divider mb="xs" />
        <Title order={2} size="h4" id="password-heading">
          Change Password
        </Title>
        <Text size="sm" c="dimmed">
          Other devices signed in to this account are signed out.
        </Text>
        <FormFailure message={failure} />
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          required
          key={form.key('current_password')}
          {...form.getInputProps('current_password')}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          required
          key={form.key('password_confirmation')}
          {...form.getInputProps('password_confirmation')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
