// /my-account (signed in only): the account tabs, the tab in ?tab= (0 My Portfolio, 1 Sales,
// 2 Orders, 3 Information, the default). Which tabs a user sees and the heading per tab are
// in features/account/account-tabs.ts; each tab body is its own component.
import { Container, Tabs, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { roleOf, type SessionUser } from '../domain/user';
import {
  accountHeading,
  resolveAccountTab,
  visibleAccountTabs,
  type AccountTab,
} from '../features/account/account-tabs';
import { InformationTab } from '../features/account/information-tab';
import { OrdersTab } from '../features/account/orders-tab';
import { PortfolioTab } from '../features/account/portfolio-tab';
import { SalesTab } from '../features/account/sales-tab';
import { useAtomValue } from '../state/jotai';
import { userAtom } from '../state/session';

const route = getRouteApi('/my-account');

function TabBody({ tab, user }: { tab: AccountTab; user: SessionUser }) {
  switch (tab.index) {
    case 0:
      return <PortfolioTab />;
    case 1:
      return <SalesTab />;
    case 2:
      return <OrdersTab />;
    case 3:
      return <InformationTab key={user.id} user={user} />;
  }
}

export function MyAccountPage() {
  const user = useAtomValue(userAtom);
  const search = route.useSearch();
  const navigate = useNavigate();
  // The guard let only a signed-in user in; after a logout the page is about to leave.
  if (!user) return null;

  const role = roleOf(user);
  const active = resolveAccountTab(search.tab, role);
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {accountHeading(role, active)}
      </Title>
      <Tabs
        value={String(active.index)}
        onChange={(value) =>
          void navigate({ to: '/my-account', search: { tab: Number(value) }, replace: true })
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
          <TabBody tab={active} user={user} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
