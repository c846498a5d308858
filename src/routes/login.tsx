// /login: the three auth tabs, the tab in ?p= (Log In, Register, Forgot Password). After a
// sign-in the user goes to the `redirect` query (a same-site path) or to /my-account. A guest
// sent here from a members-only page (the calculator) is told why.
import { Alert, Container, Paper, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { safeRedirect } from '../domain/safe-redirect';
import { AuthTabs, authTabOf, pOfAuthTab } from '../features/auth/auth-tabs';
import { membersOnlyNoticeFor } from '../features/auth/members-only';
import { usePageMeta } from '../ui/page-meta';

const route = getRouteApi('/login');

export function LoginPage() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const tab = authTabOf(search.p);
  const title = { login: 'Log In', register: 'Register', forgot_password: 'Forgot Password' }[tab];
  const notice = membersOnlyNoticeFor(search.redirect);
  usePageMeta({ title });

  return (
    <Container size={520} py="xl">
      <Title order={1} mb="lg" ta="center">
        {title}
      </Title>
      {notice && (
        <Alert color="burgundy" variant="light" mb="md" role="status">
          {notice}
        </Alert>
      )}
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
