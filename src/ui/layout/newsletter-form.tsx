// Footer newsletter signup. As the spec says, the success toast shows at once, before the
// server answers; the address is checked against the spec's pattern first.
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../../data/api-client';
import { EMAIL_PATTERN, MSG } from '../../domain/messages';
import { toastSuccess } from '../toast';

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError(MSG.eMailValid);
      return;
    }
    setError(null);
    toastSuccess(MSG.newsletterSuccessful);
    api(z.unknown(), 'POST', '/api/subscribe', { body: { email: email.trim() } }).catch(
      () => undefined,
    );
    setEmail('');
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label="Email for the newsletter"
          placeholder="Your email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="white" color="burgundy">
          Subscribe
        </Button>
      </Group>
    </form>
  );
}
