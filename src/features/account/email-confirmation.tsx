// Under the Email field while the address is not confirmed: the link mailed at sign-up or at a
// change of address lasts an hour, and one missed could not be sent again from the app.
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { asApiError } from '../../data/api-client';
import { sendVerificationLink } from '../../data/auth-api';
import type { SessionUser } from '../../domain/user';
import { toastError, toastSuccess } from '../../ui/toast';

export const EMAIL_CONFIRMATION_MSG = {
  unconfirmed: 'Not confirmed yet: follow the link we mailed to this address.',
  sendAgain: 'Send the link again',
  sent: (email: string) => `A new link is on its way to ${email}.`,
  confirmed: 'Your email address is confirmed.',
} as const;

export function EmailConfirmation({
  user,
  onConfirmed,
}: {
  user: SessionUser;
  onConfirmed: () => void;
}) {
  const [sending, setSending] = useState(false);
  if (user.email_verified !== false) return null;
  const send = async () => {
    setSending(true);
    try {
      if (await sendVerificationLink()) toastSuccess(EMAIL_CONFIRMATION_MSG.sent(user.email));
      else {
        toastSuccess(EMAIL_CONFIRMATION_MSG.confirmed);
        onConfirmed();
      }
    } catch (error) {
      toastError(asApiError(error).message);
    } finally {
      setSending(false);
    }
  };
  return (
    <Group gap="xs" mt={6} wrap="wrap">
      <Text size="sm" c="dimmed">
        {EMAIL_CONFIRMATION_MSG.unconfirmed}
      </Text>
      <Button variant="subtle" size="compact-sm" loading={sending} onClick={() => void send()}>
        {EMAIL_CONFIRMATION_MSG.sendAgain}
      </Button>
    </Group>
  );
}
