// Return policy and privacy policy: a title band and the server's HTML, sanitized. Both pages
// are noindex (spec), as their routes say (src/routes/route-meta.ts).
import { Container, Paper, Skeleton, Stack } from '@mantine/core';
import type { ContentEndpoint } from '../../domain/content';
import { SafeHtml } from '../../ui/safe-html';
import { useContentFields } from './content-api';
import { LoadError } from './load-error';
import { PageHero } from './page-hero';
import { useServerMeta } from './use-server-meta';

export function PolicyPage({ endpoint, name }: { endpoint: ContentEndpoint; name: string }) {
  const fields = useContentFields(endpoint);
  useServerMeta(fields.data);
  return (
    <>
      <PageHero
        title={fields.data?.title}
        fallbackTitle={fields.error && name}
        eyebrow="Policies"
      />
      <Container size="md" py={{ base: 32, md: 56 }}>
        <Paper withBorder radius="md" p={{ base: 'lg', md: 48 }} style={{ borderColor: '#eadfce' }}>
          {fields.data ? (
            <SafeHtml html={fields.data.content ?? ''} />
          ) : fields.error ? (
            <LoadError error={fields.error} onRetry={fields.reload} />
          ) : (
            <Stack gap="sm">
              {[90, 100, 80, 95, 60].map((w) => (
                <Skeleton key={w} height={14} width={`${w}%`} />
              ))}
            </Stack>
          )}
        </Paper>
      </Container>
    </>
  );
}
