// /reset-password?token=&email=: the form of the mailed link; signed in afterwards, the user
// lands on /my-account.
import { Container, Paper, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { ResetPasswordForm } from '../features/auth/reset-password-form';

const route = getRouteApi('/reset-password');

export function ResetPasswordPage() {
  const { token = '', email = '' } = route.useSearch();
  const navigate = useNavigate();
  return (
    <Container size={520} py="xl">
      <Title order={1} mb="lg" ta="center">
        Reset Password
      </Title>
      <Paper withBorder p="lg" radius="md">
        <ResetPasswordForm
          token={token}
          email={email}
          onSignedIn={() => void navigate({ to: '/my-account', replace: true })}
        />
      </Paper>
    </Container>
  );
}
