// The reset form of the mailed link: email (filled in from the link), new password and its
// confirmation. On success the user is signed in with the new password, loaded and marked
// not-guest, as the spec's reset → login → fetch user → isNotGuest → /my-account.
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { login, resetPassword } from '../../data/auth-api';
import { resetPasswordSchema, type ResetPasswordInput } from '../../domain/auth';
import type { SessionUser } from '../../domain/user';
import { afterSignIn } from './after-sign-in';
import { showRequestError } from './form-errors';
import { PasswordInput } from '../../ui/password-input';
import { revealRefusedField } from '../../ui/reveal-first-invalid';

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

export function ResetPasswordForm({
  token,
  email,
  onSignedIn,
}: {
  token: string;
  email: string;
  onSignedIn: (user: SessionUser) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput>({
    mode: 'uncontrolled',
    initialValues: { token, email, password: '', password_confirmation: '' },
    validate: schemaResolver(resetPasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword(values);
      await login({ email: values.email, password: values.password });
      onSignedIn(await afterSignIn());
    } catch (error) {
      setFailure(showRequestError(form, error, FIELDS));
    }
  }, revealRefusedField);

  // A link without its token cannot work; say so rather than let the form fail on submit.
  const tokenError = form.errors.token;
  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="md">
        {(failure ?? tokenError) && (
          <Alert color="red" role="alert">
            {failure ?? tokenError}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          required
          key={form.key('password_confirmation')}
          {...form.getInputProps('password_confirmation')}
        />
        <Button type="submit" loading={form.submitting}>
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}
