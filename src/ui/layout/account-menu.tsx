import { Box, Button, Menu } from '@mantine/core';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { loginRedirectOf } from '../../features/auth/login-redirect';
import { useAtomValue } from '../../state/jotai';
import { userAtom } from '../../state/session';
import { useHydrated } from '../hydration';
import { MenuItemLink } from '../router-links';

export function AccountMenu({ onLogout }: { onLogout: () => void }) {
  // The server paints every page as a guest's: who is signed in shows after hydration.
  const signedIn = useAtomValue(userAtom);
  const user = useHydrated() ? signedIn : null;
  // A guarded page sent the visitor to /?redirect=…: the Log In link carries it along.
  const redirect = useRouterState({ select: (s) => loginRedirectOf(s.location.search) });
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
        <Button
          variant="subtle"
          px="xs"
          aria-label={`Account, ${user.name.split(' ')[0] ?? ''}`}
          leftSection={<IconUser size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {/* On a phone the icon is enough; the name would push the header wider than 390 px. */}
          <Box
            component="span"
            visibleFrom="sm"
            maw={160}
            style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            <bdi>{user.name.split(' ')[0]}</bdi>
          </Box>
        </Button>
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
