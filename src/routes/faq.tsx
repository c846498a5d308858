// FAQ (/faq): the questions and answers from the server as an accordion, answers sanitized.
import { Accordion, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useContentFields, useFaqs } from '../features/content/content-api';
import { LoadError } from '../features/content/load-error';
import { PageHero } from '../features/content/page-hero';
import { useServerMeta } from '../features/content/use-server-meta';
import { SafeHtml } from '../ui/safe-html';
import { ButtonLink } from '../ui/router-links';

export function FaqPage() {
  const content = useContentFields('faqs-fields');
  const fields = content.data;
  useServerMeta(fields);
  const faqs = useFaqs();
  return (
    <>
      <PageHero
        title={fields?.title}
        fallbackTitle={content.error && 'Frequently asked questions'}
        subtitle={fields?.subtitle}
        eyebrow="Help"
      />
      <Container size="md" py={{ base: 32, md: 56 }}>
        {faqs.error && !faqs.data ? (
          <LoadError error={faqs.error} onRetry={faqs.reload} />
        ) : faqs.data ? (
          <Accordion
            variant="separated"
            radius="md"
            chevronPosition="right"
            styles={{
              item: { borderColor: '#eadfce', background: '#fff' },
              label: { fontFamily: 'Georgia, serif', fontSize: 18, fontWeight: 600 },
            }}
          >
            {faqs.data.map((faq) => (
              <Accordion.Item key={faq.id} value={String(faq.id)}>
                <Accordion.Control>{faq.question}</Accordion.Control>
                <Accordion.Panel>
                  <SafeHtml html={faq.answer} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        ) : (
          <Stack gap="sm">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={58} radius="md" />
            ))}
          </Stack>
        )}
        <Paper mt={48} p="xl" radius="md" bg="burgundy.0" ta="center">
          <Title order={2} fz={22} c="burgundy.9">
            Still have a question?
          </Title>
          <Text c="dimmed" mt={6} mb="md">
            Write to the studio and we will answer within one business day.
          </Text>
          <ButtonLink to="/contact-us">Contact us</ButtonLink>
        </Paper>
      </Container>
    </>
  );
}
