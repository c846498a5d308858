// Header of the spec: logo, nav (Art Categories with All Categories), keyword search, cart with
// badge, Log In or the account menu; a burger menu up to 1200 px wide.
import {
  ActionIcon,
  Anchor,
  Box,
  Burger,
  Drawer,
  Group,
  Indicator,
  Menu,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAtomValue } from '../../state/jotai';
import { cartCountAtom } from '../../state/cart';
import { userAtom } from '../../state/session';
import { AccountMenu } from './account-menu';
import { HeaderSearch } from './header-search';
import { NAV_LINKS } from './nav-links';

export function SiteHeader({ onLogout }: { onLogout: () => void }) {
  const user = useAtomValue(userAtom);
  const count = useAtomValue(cartCountAtom);
  // Which of the burger and the nav shows is left to CSS (hiddenFrom/visibleFrom "nav", from
  // 1201 px), so the server's first paint is right at every width; this only closes the drawer on
  // a widening.
  const compact = useMediaQuery('(max-width: 1200px)', false);
  const [open, { toggle, close }] = useDisclosure(false);
  useEffect(() => {
    if (!compact) close();
  }, [compact, close]);

  return (
    <Box
      component="header"
      px="md"
      py="sm"
      style={{ borderBottom: '3px solid var(--mantine-color-gold-6)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={open}
            onClick={toggle}
            aria-label="Open menu"
            size="sm"
            hiddenFrom="nav"
          />
          <Anchor component={Link} to="/" underline="never">
            <Text ff="Georgia, serif" fw={700} fz={{ base: 19, sm: 22 }} c="burgundy.8" lh={1.15}>
              Gallery
              <Text span c="red.8" inherit>
                {' '}
                Print{' '}
              </Text>
              Shop
            </Text>
          </Anchor>
        </Group>
        <Group component="nav" aria-label="Main" gap="lg" wrap="nowrap" visibleFrom="nav">
          {NAV_LINKS.map((link) =>
            link.children ? (
              <Menu key={link.to} trigger="hover" openDelay={50} closeDelay={150}>
                <Menu.Target>
                  <UnstyledButton component={Link} to={link.to} fw={500}>
                    {link.label}
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown>
                  {link.children.map((child) => (
                    <Menu.Item key={child.to} component={Link} to={child.to}>
                      {child.label}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            ) : (
              <Anchor key={link.to} component={Link} to={link.to} c="dark" fw={500}>
                {link.label}
              </Anchor>
            ),
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Box visibleFrom="nav">
            <HeaderSearch />
          </Box>
          <Indicator label={count} size={18} disabled={count === 0} color="red.8" offset={4}>
            <ActionIcon
              component={Link}
              to="/cart"
              variant="subtle"
              size="lg"
              aria-label={`Cart, ${count} items`}
            >
              <IconShoppingCart size={22} aria-hidden />
            </ActionIcon>
          </Indicator>
          <AccountMenu user={user} onLogout={onLogout} />
        </Group>
      </Group>
      <Drawer opened={open} onClose={close} title="Menu" size="xs">
        <Stack component="nav" aria-label="Main" gap="sm">
          <HeaderSearch onSearched={close} />
          {NAV_LINKS.flatMap((link) => [link, ...(link.children ?? [])]).map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} onClick={close} c="dark" fw={500}>
              {link.label}
            </Anchor>
          ))}
        </Stack>
      </Drawer>
    </Box>
  );
}
