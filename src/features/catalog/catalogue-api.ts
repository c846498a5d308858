// Typed calls for the public catalogue and hooks over the shared cache. The filter groups go
// out as repeated keys (subject=1&subject=2), which the server reads like subject[].
import { api } from '../../data/api-client';
import {
  categorySchema,
  filterCategoriesSchema,
  imageCardSchema,
  listOf,
  paginated,
} from '../../domain/catalogue';
import { useResource } from '../content/use-resource';
import { apiQuery, type CatalogueState } from './catalogue-filters';

const imagePage = paginated(imageCardSchema);
const categoryList = listOf(categorySchema);
const imageList = listOf(imageCardSchema);

export const useFilterCategories = () =>
  useResource('filter-categories', () =>
    api(filterCategoriesSchema, 'GET', '/api/catalog-get-filter-categories'),
  );

export function useCatalogueImages(state: CatalogueState) {
  const query = apiQuery(state);
  return useResource(
    `catalogue:${JSON.stringify(query)}`,
    () => api(imagePage, 'GET', '/api/catalog-get-images', { query }),
    { keepPrevious: true },
  );
}

export const useCategories = () =>
  useResource(
    'categories',
    async () => (await api(categoryList, 'GET', '/api/get-categories')).data,
  );

export const useHomepageCategories = () =>
  useResource(
    'homepage-categories',
    async () => (await api(categoryList, 'GET', '/api/homepage-categories')).data,
  );

export const useFreshArt = () =>
  useResource(
    'homepage-slider-images',
    async () => (await api(imageList, 'GET', '/api/homepage-slider-images')).data,
  );
