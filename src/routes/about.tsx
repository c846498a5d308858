// About (/about): the studio's story from the about fields, beside a small collage of fresh art.
import { Container, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { artAlt } from '../features/catalog/art-card';
import { useFreshArt } from '../features/catalog/catalogue-api';
import { useContentFields } from '../features/content/content-api';
import { LoadError } from '../features/content/load-error';
import { PageHero } from '../features/content/page-hero';
import { useServerMeta } from '../features/content/use-server-meta';
import { SafeHtml } from '../ui/safe-html';
import classes from './about.module.css';
import { ButtonLink } from '../ui/router-links';

export function AboutPage() {
  const content = useContentFields('about-fields');
  const fields = content.data;
  useServerMeta(fields);
  const art = (useFreshArt().data ?? []).slice(0, 3);
  if (content.error && !fields) {
    return (
      <Container size="md">
        <LoadError error={content.error} onRetry={content.reload} />
      </Container>
    );
  }
  return (
    <>
      <PageHero title={fields?.title} subtitle={fields?.subtitle} eyebrow="The studio" />
      <Container size="xl" py={{ base: 32, md: 64 }}>
        <Grid gap={{ base: 40, md: 64 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            {fields ? (
              <SafeHtml html={fields.content ?? ''} />
            ) : (
              <Stack gap="sm">
                {[95, 100, 85, 90, 70].map((w) => (
                  <Skeleton key={w} height={14} width={`${w}%`} />
                ))}
              </Stack>
            )}
            <Group mt={40} gap="sm">
              <ButtonLink to="/art-categories" size="md">
                Browse the collection
              </ButtonLink>
              <ButtonLink to="/contact-us" size="md" variant="outline">
                Contact the studio
              </ButtonLink>
            </Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <div className={classes.collage}>
              {art.map((image) => (
                <img
                  key={image.id}
                  src={image.preview_image.web_path}
                  alt={artAlt(image)}
                  loading="lazy"
                  decoding="async"
                />
              ))}
            </div>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
