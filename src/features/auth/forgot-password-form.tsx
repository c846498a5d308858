// The Forgot Password tab: one email field; the server answers the same whether or not the
// address has an account, and so does this form: the spec's toast.
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { forgotPassword } from '../../data/auth-api';
import { AUTH_MSG, forgotPasswordSchema, type ForgotPasswordInput } from '../../domain/auth';
import { toastSuccess } from '../../ui/toast';
import { showRequestError } from './form-errors';
import { FormFailure } from '../../ui/form-failure';

const FIELDS = ['email'] as const;

export function ForgotPasswordForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(forgotPasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await forgotPassword(values);
      toastSuccess(AUTH_MSG.resetEmailToast);
      form.reset();
    } catch (error) {
      setFailure(showRequestError(form, error, FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Forgot password">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the email address of your account and we will send you a link to choose a new
          password.
        </Text>
        <FormFailure message={failure} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={form.submitting}>
          Send Password Reset Link
        </Button>
      </Stack>
    </form>
  );
}
