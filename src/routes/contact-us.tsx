// Contact (/contact-us): the studio's email and phone from the contact fields, and the form.
import {
  Box,
  Container,
  Grid,
  Group,
  Paper,
  Skeleton,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { ContactForm } from '../features/content/contact-form';
import { useContentFields } from '../features/content/content-api';
import { PageHero } from '../features/content/page-hero';
import { useServerMeta } from '../features/content/use-server-meta';
import classes from './contact-us.module.css';

function ContactLine({
  icon,
  label,
  href,
  value,
}: {
  icon: React.ReactNode;
  label: string;
  href: string;
  value: string;
}) {
  return (
    <Group gap="md" wrap="nowrap">
      <ThemeIcon size={44} radius="xl" color="gold.5" c="burgundy.9" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text fz="xs" tt="uppercase" fw={600} className={classes.label}>
          {label}
        </Text>
        <a href={href} className={classes.link}>
          {value}
        </a>
      </div>
    </Group>
  );
}

export function ContactUsPage() {
  const fields = useContentFields('contact-us-fields').data;
  useServerMeta(fields);
  const email = fields?.second_block_email;
  const phone = fields?.second_block_phone;
  return (
    <>
      <PageHero title="Contact us" eyebrow="The studio" />
      <Container size="xl" py={{ base: 32, md: 56 }}>
        <Grid gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Box className={classes.panel}>
              {fields ? (
                <>
                  <Title order={2} className={classes.title}>
                    {fields.first_block_title}
                  </Title>
                  <Text className={classes.description}>{fields.first_block_description}</Text>
                </>
              ) : (
                <Skeleton height={120} opacity={0.3} />
              )}
              <Box mt={36} style={{ display: 'grid', gap: 22 }}>
                {email && (
                  <ContactLine
                    icon={<IconMail size={20} />}
                    label="E-mail"
                    href={`mailto:${email}`}
                    value={email}
                  />
                )}
                {phone && (
                  <ContactLine
                    icon={<IconPhone size={20} />}
                    label="Phone"
                    href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                    value={phone}
                  />
                )}
              </Box>
            </Box>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper
              withBorder
              radius="md"
              p={{ base: 'lg', md: 40 }}
              style={{ borderColor: '#eadfce' }}
            >
              <Title order={2} fz={24} mb={4} c="burgundy.9">
                Send us a message
              </Title>
              <Text c="dimmed" fz="sm" mb="lg">
                Fields marked * are required.
              </Text>
              <ContactForm />
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
