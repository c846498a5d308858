// The Log In tab: email and password with the spec's messages; server errors under the inputs.
// Used by /login and, inline, by the checkout for guests.
import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { login } from '../../data/auth-api';
import { loginSchema, type LoginInput } from '../../domain/auth';
import type { SessionUser } from '../../domain/user';
import { afterSignIn } from './after-sign-in';
import { showRequestError } from './form-errors';
import { PasswordInput } from '../../ui/password-input';
import { FormFailure } from '../../ui/form-failure';

const FIELDS = ['email', 'password'] as const;

export function LoginForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await login(values);
      onSignedIn(await afterSignIn());
    } catch (error) {
      setFailure(showRequestError(form, error, FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Log in">
      <Stack gap="md">
        <FormFailure message={failure} />
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
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={form.submitting}>
          Log In
        </Button>
      </Stack>
    </form>
  );
}
