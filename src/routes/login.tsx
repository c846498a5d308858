// /login: the three auth tabs, the tab in ?p= (Log In, Register, Forgot Password). After a
// sign-in the user goes to the `redirect` query (a same-site path) or to /my-account. A guest
// sent here from a members-only page (the calculator) is told why.
import { Container, Paper, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { safeRedirect } from '../domain/safe-redirect';
import { AuthTabs, authTabOf, pOfAuthTab } from '../features/auth/auth-tabs';
import { MembersOnlyNotice } from '../features/auth/members-only-notice';
import { LOGIN_TITLES } from './route-meta';

const route = getRouteApi('/login');

export function LoginPage() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const tab = authTabOf(search.p);
  const title = LOGIN_TITLES[tab];

  return (
    <Container size={520} py="xl">
      <Title order={1} mb="lg" ta="center">
        {title}
      </Title>
      <MembersOnlyNotice redirect={search.redirect} mb="md" />
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
