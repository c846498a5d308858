// Header of the spec: logo, nav (Art Categories with All Categories), keyword search, cart with
// badge, Log In or the account menu; a burger menu up to 1200 px wide.
import { Box, Burger, Drawer, Group, Menu, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { AccountMenu } from './account-menu';
import { CartButton } from './cart-button';
import { HeaderSearch } from './header-search';
import { NAV_LINKS } from './nav-links';
import { AnchorLink, MenuItemLink, UnstyledButtonLink } from '../router-links';

export function SiteHeader({ onLogout }: { onLogout: () => void }) {
  const [open, { open: show, toggle, close }] = useDisclosure(false);
  // Which of the burger and the nav shows is left to CSS (hiddenFrom/visibleFrom "nav", from
  // 1201 px), so the server's first paint is right at every width; this only closes the drawer on
  // a widening (a listener, not state: the header does not render again when the app starts).
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 1201px)');
    const onChange = () => {
      if (wide.matches) close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [close]);
  // The drawer (a portal, which renders its contents again once mounted) is made on the first
  // tap of the burger, not with every page: it then opens in the next frame, so it slides in.
  const [drawerMade, setDrawerMade] = useState(false);
  const onBurger = () => {
    if (drawerMade) return toggle();
    setDrawerMade(true);
    requestAnimationFrame(show);
  };

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
            onClick={onBurger}
            aria-label="Open menu"
            size="sm"
            hiddenFrom="nav"
          />
          <AnchorLink to="/" underline="never">
            <Text ff="Georgia, serif" fw={700} fz={{ base: 19, sm: 22 }} c="burgundy.8" lh={1.15}>
              Gallery
              <Text span c="red.8" inherit>
                {' '}
                Print{' '}
              </Text>
              Shop
            </Text>
          </AnchorLink>
        </Group>
        <Group component="nav" aria-label="Main" gap="lg" wrap="nowrap" visibleFrom="nav">
          {NAV_LINKS.map((link) =>
            link.children ? (
              <Menu key={link.to} trigger="hover" openDelay={50} closeDelay={150}>
                <Menu.Target>
                  <UnstyledButtonLink to={link.to} fw={500}>
                    {link.label}
                  </UnstyledButtonLink>
                </Menu.Target>
                <Menu.Dropdown>
                  {link.children.map((child) => (
                    <MenuItemLink key={child.to} to={child.to}>
                      {child.label}
                    </MenuItemLink>
                  ))}
                </Menu.Dropdown>
              </Menu>
            ) : (
              <AnchorLink key={link.to} to={link.to} c="dark" fw={500}>
                {link.label}
              </AnchorLink>
            ),
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Box visibleFrom="nav">
            <HeaderSearch />
          </Box>
          <CartButton />
          <AccountMenu onLogout={onLogout} />
        </Group>
      </Group>
      {drawerMade && (
        <Drawer opened={open} onClose={close} title="Menu" size="xs">
          <Stack component="nav" aria-label="Main" gap="sm">
            <HeaderSearch onSearched={close} />
            {NAV_LINKS.flatMap((link) => [link, ...(link.children ?? [])]).map((link) => (
              <AnchorLink key={link.to} to={link.to} onClick={close} c="dark" fw={500}>
                {link.label}
              </AnchorLink>
            ))}
          </Stack>
        </Drawer>
      )}
    </Box>
  );
}
