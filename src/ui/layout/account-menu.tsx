import { Box, Button, Menu } from '@mantine/core';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { forwardRef } from 'react';
import { loginRedirectOf } from '../../features/auth/login-redirect';
import { useAtomValue } from '../../state/jotai';
import { paintedViewerAtom, userAtom } from '../../state/session';
import { useHydrated } from '../hydration';
import { MenuItemLink } from '../router-links';

const firstName = (name: string) => name.split(' ')[0] ?? '';

/** The signed-in visitor's button: their first name on wider screens, the icon alone on a phone. */
const AccountButton = forwardRef<HTMLButtonElement, { name: string }>(function AccountButton(
  { name, ...props },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant="subtle"
      px="xs"
      aria-label={`Account, ${firstName(name)}`}
      leftSection={<IconUser size={16} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      {...props}
    >
      {/* On a phone the icon is enough; the name would push the header wider than 390 px. */}
      <Box
        component="span"
        visibleFrom="sm"
        maw={160}
        style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        <bdi>{firstName(name)}</bdi>
      </Box>
    </Button>
  );
});

export function AccountMenu({ onLogout }: { onLogout: () => void }) {
  // Public pages are painted as a guest's (one paint for everyone): who is signed in shows after
  // hydration. A personal page's skeleton was painted for its viewer, whom it names already.
  const signedIn = useAtomValue(userAtom);
  const user = useHydrated() ? signedIn : null;
  const painted = useAtomValue(paintedViewerAtom);
  // A guarded page sent the visitor to /?redirect=…: the Log In link carries it along.
  const redirect = useRouterState({ select: (s) => loginRedirectOf(s.location.search) });
  if (!user && painted !== null) return <AccountButton name={painted} />;
  if (!user) {
    return (
      <Button
        variant="subtle"
        renderRoot={(props) => <Link to="/login" search={{ redirect }} {...props} />}
      >
        Log In
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <AccountButton name={user.name} />
      </Menu.Target>
      <Menu.Dropdown>
        <MenuItemLink to="/my-account">My Account</MenuItemLink>
        {user.admin && (
          <>
            <Menu.Label>Admin</Menu.Label>
            <MenuItemLink to="/admin/gallery">Manage Gallery</MenuItemLink>
            <MenuItemLink to="/admin/order">Order</MenuItemLink>
            <MenuItemLink to="/admin/orders">View Orders</MenuItemLink>
            <MenuItemLink to="/admin/users">Users</MenuItemLink>
            <MenuItemLink to="/admin/content">Content</MenuItemLink>
          </>
        )}
        <Menu.Divider />
        <Menu.Item onClick={onLogout}>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
