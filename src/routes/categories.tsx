// All categories (/categories): every subject as a tile linking to /art-categories?subject={id}.
import { Container, SimpleGrid, Skeleton } from '@mantine/core';
import { useCategories } from '../features/catalog/catalogue-api';
import { CategoryTile } from '../features/catalog/category-tile';
import { useContentFields } from '../features/content/content-api';
import { LoadError } from '../features/content/load-error';
import { PageHero } from '../features/content/page-hero';
import { useServerMeta } from '../features/content/use-server-meta';

export function CategoriesPage() {
  const content = useContentFields('categories-fields');
  const fields = content.data;
  useServerMeta(fields);
  const categories = useCategories();
  return (
    <>
      <PageHero
        title={fields?.title}
        fallbackTitle={content.error && 'All categories'}
        subtitle={fields?.subtitle}
        eyebrow="The collection"
      />
      <Container size="xl" py={{ base: 32, md: 56 }}>
        {categories.error && !categories.data ? (
          <LoadError error={categories.error} onRetry={categories.reload} />
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'sm', md: 'lg' }}>
            {categories.data
              ? categories.data.map((c) => <CategoryTile key={c.id} category={c} />)
              : Array.from({ length: 8 }, (_, i) => (
                  <Skeleton key={i} style={{ aspectRatio: '4 / 5' }} height="auto" />
                ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}
