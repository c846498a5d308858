// Typed calls for the public catalogue and hooks over the shared cache. The filter groups go
// out as repeated keys (subject=1&subject=2), which the server reads like subject[].
import { api } from '../../data/api-client';
import { apiUrl } from '../../domain/api-url';
import {
  categorySchema,
  filterCategoriesSchema,
  imageCardSchema,
  imageDetailSchema,
  listOf,
} from '../../domain/catalogue';
import { paginated } from '../../domain/pagination';
import { useResource } from '../content/use-resource';
import { apiQuery, type CatalogueState } from './catalogue-filters';

const imagePage = paginated(imageCardSchema);
const categoryList = listOf(categorySchema);
const imageList = listOf(imageCardSchema);

export const filterCategories = {
  key: apiUrl('/api/catalog-get-filter-categories'),
  load: () => api(filterCategoriesSchema, 'GET', '/api/catalog-get-filter-categories'),
};
export const useFilterCategories = () => useResource(filterCategories.key, filterCategories.load);

export function catalogueImages(state: CatalogueState) {
  const query = apiQuery(state);
  return {
    key: apiUrl('/api/catalog-get-images', query),
    load: () => api(imagePage, 'GET', '/api/catalog-get-images', { query }),
  };
}
export function useCatalogueImages(state: CatalogueState) {
  const { key, load } = catalogueImages(state);
  return useResource(key, load, { keepPrevious: true });
}

/** One artwork's details (the order page's image). */
export function imageDetail(id: number) {
  const path = `/api/images/${id}`;
  return { key: apiUrl(path), load: () => api(imageDetailSchema, 'GET', path) };
}

export const categories = {
  key: apiUrl('/api/get-categories'),
  load: async () => (await api(categoryList, 'GET', '/api/get-categories')).data,
};
export const useCategories = () => useResource(categories.key, categories.load);

export const homepageCategories = {
  key: apiUrl('/api/homepage-categories'),
  load: async () => (await api(categoryList, 'GET', '/api/homepage-categories')).data,
};
export const useHomepageCategories = () =>
  useResource(homepageCategories.key, homepageCategories.load);

export const freshArt = {
  key: apiUrl('/api/homepage-slider-images'),
  load: async () => (await api(imageList, 'GET', '/api/homepage-slider-images')).data,
};
export const useFreshArt = () => useResource(freshArt.key, freshArt.load);
