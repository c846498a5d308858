import { Box, Button, Menu } from '@mantine/core';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { loginRedirectOf } from '../../features/auth/login-redirect';
import type { SessionUser } from '../../domain/user';
import { MenuItemLink } from '../router-links';

export function AccountMenu({
  user,
  onLogout,
}: {
  user: SessionUser | null;
  onLogout: () => void;
}) {
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
          <Box component="span" visibleFrom="sm">
            {user.name.split(' ')[0]}
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
