// The Register tab: first and last name, email, password and the ALTCHA captcha. The server
// signs the new user in; then the same after-sign-in step as a login.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useCallback, useState } from 'react';
import { ApiError } from '../../data/api-client';
import { register } from '../../data/auth-api';
import { registerSchema, type RegisterInput } from '../../domain/auth';
import type { SessionUser } from '../../domain/user';
import { afterSignIn } from './after-sign-in';
import { CaptchaField } from './captcha-field';
import { showRequestError } from './form-errors';
import { PasswordInput } from '../../ui/password-input';
import { revealFirstInvalid, revealRefusedField } from '../../ui/reveal-first-invalid';
import { FormFailure } from '../../ui/form-failure';

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'captcha_token'] as const;

export function RegisterForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  // A new key mounts a new widget, with a fresh challenge, after the server refused a solution.
  const [captchaKey, setCaptchaKey] = useState(0);
  const form = useForm<RegisterInput>({
    mode: 'uncontrolled',
    initialValues: { first_name: '', last_name: '', email: '', password: '', captcha_token: '' },
    validate: schemaResolver(registerSchema, { sync: true }),
  });

  const { setFieldValue, clearFieldError } = form;
  const onCaptcha = useCallback(
    (token: string) => {
      setFieldValue('captcha_token', token);
      if (token) clearFieldError('captcha_token');
    },
    [setFieldValue, clearFieldError],
  );

  const submit = form.onSubmit(async (values, event) => {
    const formElement = event?.currentTarget ?? null;
    setFailure(null);
    try {
      await register(values);
      onSignedIn(await afterSignIn());
    } catch (error) {
      setFailure(showRequestError(form, error, FIELDS));
      revealFirstInvalid(formElement);
      if (error instanceof ApiError && error.field('captcha_token')) {
        setFieldValue('captcha_token', '');
        setCaptchaKey((k) => k + 1);
      }
    }
  }, revealRefusedField);

  return (
    <form onSubmit={submit} noValidate aria-label="Register">
      <Stack gap="md">
        <FormFailure message={failure} />
        <Group grow align="flex-start">
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            key={form.key('first_name')}
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required
            key={form.key('last_name')}
            {...form.getInputProps('last_name')}
          />
        </Group>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
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
        <CaptchaField key={captchaKey} onChange={onCaptcha} error={form.errors.captcha_token} />
        <Button type="submit" loading={form.submitting}>
          Register
        </Button>
      </Stack>
    </form>
  );
}
