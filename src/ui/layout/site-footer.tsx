import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { socialLinks } from '../../domain/content';
import { useContentFields } from '../../features/content/content-api';
import { NAV_LINKS } from './nav-links';
import { InstallButton } from './install-button';
import { NewsletterForm } from './newsletter-form';
import { AnchorLink } from '../router-links';

// The social and contact links are the contact page's content fields (admin: Content); a social
// link that is not set is not shown, nor the column when none is.
export function SiteFooter() {
  const contact = useContentFields('contact-us-fields').data;
  const social = socialLinks(contact);
  const email = contact?.second_block_email;
  const phone = contact?.second_block_phone;
  return (
    <Box component="footer" bg="burgundy.9" c="white" py="xl" mt="xl">
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap={6}>
            <Title order={2} fz="md" c="gold.3">
              Explore
            </Title>
            {NAV_LINKS.flatMap((l) => [l, ...(l.children ?? [])]).map((l) => (
              <AnchorLink key={l.to} to={l.to} c="white" fz="sm">
                {l.label}
              </AnchorLink>
            ))}
            <AnchorLink to="/faq" c="white" fz="sm">
              FAQ
            </AnchorLink>
            <AnchorLink to="/return-policy" c="white" fz="sm">
              Return Policy
            </AnchorLink>
            <AnchorLink to="/privacy-policy" c="white" fz="sm">
              Privacy Policy
            </AnchorLink>
          </Stack>
          {social.length > 0 && (
            <Stack gap={6}>
              <Title order={2} fz="md" c="gold.3">
                Follow us
              </Title>
              {social.map((s) => (
                <Anchor
                  key={s.label}
                  href={s.href}
                  c="white"
                  fz="sm"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {s.label}
                </Anchor>
              ))}
            </Stack>
          )}
          <Stack gap={6}>
            <Title order={2} fz="md" c="gold.3">
              Contact
            </Title>
            <AnchorLink to="/contact-us" c="white" fz="sm">
              Contact form
            </AnchorLink>
            {email && (
              <Anchor href={`mailto:${email}`} c="white" fz="sm">
                {email}
              </Anchor>
            )}
            {phone && (
              <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} c="white" fz="sm">
                {phone}
              </Anchor>
            )}
          </Stack>
          <Stack gap={6}>
            <Title order={2} fz="md" c="gold.3">
              Newsletter
            </Title>
            <Text fz="sm">New artists and limited editions, once a month.</Text>
            <NewsletterForm />
            <InstallButton />
          </Stack>
        </SimpleGrid>
        <Text fz="xs" mt="xl" ta="center">
          © 2024 Gallery Print Shop. Archival fine-art printing.
        </Text>
      </Container>
    </Box>
  );
}
