// /login: the three auth tabs, the tab in ?p= (Log In, Register, Forgot Password). After a
// sign-in the user goes to the `redirect` query (a same-site path) or to /my-account.
import { Container, Paper, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { safeRedirect } from '../domain/auth';
import { AuthTabs, authTabOf, pOfAuthTab } from '../features/auth/auth-tabs';

const route = getRouteApi('/login');

export function LoginPage() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const tab = authTabOf(search.p);
  const title = { login: 'Log In', register: 'Register', forgot_password: 'Forgot Password' }[tab];

  return (
    <Container size={520} py="xl">
      <Title order={1} mb="lg" ta="center">
        {title}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <AuthTabs
          tab={tab}
          onTabChange={(next) =>
            void navigate({
              to: '/login',
              search: { ...search, p: pOfAuthTab(next) },
              replace: true,
            })
          }
          onSignedIn={() =>
            void navigate({ href: safeRedirect(search.redirect) ?? '/my-account', replace: true })
          }
        />
      </Paper>
    </Container>
  );
}
