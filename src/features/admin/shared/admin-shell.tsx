// The frame of every admin screen: a heading, the admin sections as links (the account menu
// has them too, but staff move between them all day), and the screen's own content.
import { Container, Group, Title } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { ButtonLink } from '../../../ui/router-links';

export const ADMIN_SECTIONS = [
  { to: '/admin/gallery', label: 'Manage Gallery' },
  { to: '/admin/order', label: 'Order' },
  { to: '/admin/orders', label: 'View Orders' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/content', label: 'Content' },
] as const;

export function AdminShell({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Container size="xl" py="lg">
      {/* Wraps on a phone: every section stays in sight, and the page never scrolls sideways. */}
      <Group gap={4} mb="md" component="nav" aria-label="Admin sections">
        {ADMIN_SECTIONS.map((s) => (
          <ButtonLink
            key={s.to}
            to={s.to}
            size="compact-sm"
            variant={pathname === s.to ? 'light' : 'subtle'}
            aria-current={pathname === s.to ? 'page' : undefined}
          >
            {s.label}
          </ButtonLink>
        ))}
      </Group>
      <Group justify="space-between" align="center" mb="lg" gap="sm">
        <Title order={1}>{title}</Title>
        {actions}
      </Group>
      {children}
    </Container>
  );
}
