// Home: banner, subject tiles, two content blocks and the fresh-art slider, all from the
// homepage fields, categories and slider endpoints. Kept light: no rich text, no configurator.
import { Box, Container, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useSearch } from '@tanstack/react-router';
import { CategoryTile } from '../features/catalog/category-tile';
import { useFreshArt, useHomepageCategories } from '../features/catalog/catalogue-api';
import { FreshArtCarousel } from '../features/catalog/fresh-art-carousel';
import { artAlt } from '../features/catalog/art-card';
import { useContentFields } from '../features/content/content-api';
import { FeatureBlock } from '../features/content/feature-block';
import { LoadError } from '../features/content/load-error';
import { HomeBanner } from '../features/content/home-banner';
import { useServerMeta } from '../features/content/use-server-meta';
import classes from './home.module.css';
import { AnchorLink } from '../ui/router-links';
import { MembersOnlyNotice } from '../features/auth/members-only-notice';

function SectionHeading({
  title,
  subtitle,
  link,
}: {
  title: string | undefined;
  subtitle?: string | undefined;
  link: { to: string; label: string };
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="xl" gap="sm">
      <div>
        <Title order={2} className={classes.heading}>
          {title ?? '\u00a0'}
        </Title>
        {subtitle && (
          <Text c="dimmed" mt={6}>
            {subtitle}
          </Text>
        )}
      </div>
      <AnchorLink to={link.to} className={classes.more}>
        {link.label} <IconArrowRight size={16} aria-hidden />
      </AnchorLink>
    </Group>
  );
}

export function HomePage() {
  // A guest sent here from a page for logged-in users only (src/router.tsx's guards).
  const { redirect } = useSearch({ from: '/' });
  const content = useContentFields('homepage-fields');
  const fields = content.data;
  useServerMeta(fields);
  const categories = useHomepageCategories();
  const fresh = useFreshArt();
  const art = fresh.data ?? [];
  // Without them the page would wait in skeletons for good: it says so, with a retry.
  const failed = [content, categories, fresh].filter((r) => r.error && !r.data);
  if (failed.length > 0) {
    return (
      <Container size="md">
        <LoadError error={failed[0]?.error} onRetry={() => failed.forEach((r) => r.reload())} />
      </Container>
    );
  }
  const pictureOf = (field: string | undefined, index: number) =>
    field || art[index]?.preview_image.web_path;
  const altOf = (field: string | undefined, index: number) =>
    !field && art[index] ? artAlt(art[index]) : '';

  return (
    <>
      <Container size="xl">
        <MembersOnlyNotice redirect={redirect} withLogIn mt="md" />
      </Container>
      <HomeBanner fields={fields} featured={art[0]} />

      <Box component="section" py={{ base: 48, md: 72 }} aria-label="Subjects">
        <Container size="xl">
          <SectionHeading
            title={fields?.categories_section_title ?? 'Browse by subject'}
            link={{ to: '/categories', label: 'All categories' }}
          />
          {/* Lazy: below the banner on a phone, they would share its connection. */}
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'sm', md: 'lg' }}>
            {categories.data
              ? categories.data.map((c) => <CategoryTile key={c.id} category={c} />)
              : Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} style={{ aspectRatio: '4 / 5' }} height="auto" />
                ))}
          </SimpleGrid>
        </Container>
      </Box>

      {fields && (
        <Box className={classes.blocks}>
          <FeatureBlock
            title={fields.second_section_title ?? ''}
            description={fields.second_section_description ?? ''}
            buttonText={fields.second_section_button_text}
            buttonLink={fields.second_section_button_link}
            image={pictureOf(fields.second_section_image, 1)}
            imageAlt={altOf(fields.second_section_image, 1)}
          />
          <FeatureBlock
            title={fields.third_section_title ?? ''}
            description={fields.third_section_description ?? ''}
            buttonText={fields.third_section_button_text}
            buttonLink={fields.third_section_button_link}
            image={pictureOf(fields.third_section_image, 2)}
            imageAlt={altOf(fields.third_section_image, 2)}
            reverse
          />
        </Box>
      )}

      {/* Not a landmark itself: the carousel inside is the region, named by the same title. */}
      <Box component="section" py={{ base: 48, md: 72 }}>
        <Container size="xl">
          <SectionHeading
            title={fields?.slider_section_title}
            subtitle={fields?.slider_section_subtitle}
            link={{
              to: fields?.slider_section_button_link || '/art-categories',
              label: fields?.slider_section_button_text || 'See the whole collection',
            }}
          />
          {art.length > 0 ? (
            <FreshArtCarousel images={art} label={fields?.slider_section_title ?? 'Fresh art'} />
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} style={{ aspectRatio: '4 / 5' }} height="auto" />
              ))}
            </SimpleGrid>
          )}
        </Container>
      </Box>
    </>
  );
}
