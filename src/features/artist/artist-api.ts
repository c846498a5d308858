// Typed calls for the artist archive, one artist and that artist's images.
import { api } from '../../data/api-client';
import { apiUrl } from '../../domain/api-url';
import {
  artistCardSchema,
  artistSchema,
  type Artist,
  imageCardSchema,
  type ArtistSort,
} from '../../domain/catalogue';
import { paginated } from '../../domain/pagination';
import { useResource, type ResourceSpec } from '../content/use-resource';

const artistPage = paginated(artistCardSchema);
const imagePage = paginated(imageCardSchema);

export interface ArtistsQuery {
  page: number;
  search: string;
  sort: ArtistSort;
}

/** One page of the artist archive: a ResourceSpec, so the route primes it and the server answers it. */
export const artists = (query: ArtistsQuery) => {
  const q = {
    page: query.page,
    sort: query.sort,
    ...(query.search ? { search: query.search } : {}),
  };
  const path = '/api/our-artists-get-artists';
  return { key: apiUrl(path, q), load: () => api(artistPage, 'GET', path, { query: q }) };
};

export function useArtists(query: ArtistsQuery) {
  const { key, load } = artists(query);
  return useResource(key, load, { keepPrevious: true });
}

/** One artist by slug: a ResourceSpec, so a route can prime it and the server answer it. */
export const artist = (slug: string): ResourceSpec<Artist> => {
  const path = `/api/get-artist/${encodeURIComponent(slug)}`;
  return { key: apiUrl(path), load: () => api(artistSchema, 'GET', path) };
};

export const useArtist = (slug: string) => {
  const { key, load } = artist(slug);
  return useResource(key, load);
};

/** A page of the artist's works, optionally searched. */
export function artistImages(slug: string, page: number, search: string) {
  const query = { slug, page, ...(search ? { search } : {}) };
  return {
    key: apiUrl('/api/get-artist-images', query),
    load: () => api(imagePage, 'GET', '/api/get-artist-images', { query }),
  };
}

export function useArtistImages(slug: string, page: number, search: string) {
  const { key, load } = artistImages(slug, page, search);
  return useResource(key, load, { keepPrevious: true });
}
