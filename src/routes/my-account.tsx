// /my-account (signed in only): the account tabs, the tab in ?tab= (0 My Portfolio, 1 Sales,
// 2 Orders, 3 Information, the default); for an admin, the artist filter of tabs 0 and 1. Which tabs a user sees and the heading per tab are
// in features/account/account-tabs.ts; each tab body is its own component.
import { Container, Tabs, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { roleOf, type SessionUser } from '../domain/user';
import { AdminArtistFilter } from '../features/account/admin-artist-filter';
import {
  accountHeading,
  filteredByArtist,
  resolveAccountTab,
  visibleAccountTabs,
  type AccountTab,
} from '../features/account/account-tabs';
import { InformationTab } from '../features/account/information-tab';
import { PasswordForm } from '../features/account/password-form';
import { OrdersTab } from '../features/account/orders-tab';
import { PortfolioTab } from '../features/account/portfolio-tab';
import { SalesTab } from '../features/account/sales-tab';
import { useAtomValue } from '../state/jotai';
import { userAtom } from '../state/session';
import { usePageMeta } from '../ui/page-meta';

const route = getRouteApi('/my-account');

function TabBody({
  tab,
  user,
  artistId,
}: {
  tab: AccountTab;
  user: SessionUser;
  artistId: number | undefined;
}) {
  switch (tab.index) {
    case 0:
      return <PortfolioTab artistId={artistId} />;
    case 1:
      return (
        <SalesTab
          artistId={artistId}
          everyArtist={roleOf(user) === 'admin' && artistId === undefined}
        />
      );
    case 2:
      return <OrdersTab />;
    case 3:
      return (
        <>
          <InformationTab key={user.id} user={user} />
          <PasswordForm key={`password-${user.id}`} />
        </>
      );
  }
}

export function MyAccountPage() {
  const user = useAtomValue(userAtom);
  const search = route.useSearch();
  const navigate = useNavigate();
  const active = user ? resolveAccountTab(search.tab, roleOf(user)) : undefined;
  usePageMeta({ title: active && `${active.label} | My Account` });
  // The guard let only a signed-in user in; after a logout the page is about to leave.
  if (!user || !active) return null;

  const role = roleOf(user);
  // Only an admin filters by artist; anyone else always sees their own.
  const artistId = user.admin ? search.artist : undefined;
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {accountHeading(role, active)}
      </Title>
      <Tabs
        value={String(active.index)}
        onChange={(value) =>
          void navigate({
            to: '/my-account',
            search: { tab: Number(value), artist: artistId },
            replace: true,
          })
        }
      >
        <Tabs.List mb="md">
          {visibleAccountTabs(role).map((t) => (
            <Tabs.Tab key={t.index} value={String(t.index)}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={String(active.index)}>
          {user.admin && filteredByArtist(active) && (
            <AdminArtistFilter
              artistId={artistId}
              onChange={(artist) =>
                void navigate({
                  to: '/my-account',
                  search: { tab: active.index, artist },
                  replace: true,
                })
              }
            />
          )}
          <TabBody tab={active} user={user} artistId={artistId} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
