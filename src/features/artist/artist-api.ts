// Typed calls for the artist archive, one artist and that artist's images.
import { api } from '../../data/api-client';
import {
  artistCardSchema,
  artistSchema,
  imageCardSchema,
  paginated,
  type ArtistSort,
} from '../../domain/catalogue';
import { useResource } from '../content/use-resource';

const artistPage = paginated(artistCardSchema);
const imagePage = paginated(imageCardSchema);

export function useArtists(query: { page: number; search: string; sort: ArtistSort }) {
  const q = {
    page: query.page,
    sort: query.sort,
    ...(query.search ? { search: query.search } : {}),
  };
  return useResource(
    `artists:${JSON.stringify(q)}`,
    () => api(artistPage, 'GET', '/api/our-artists-get-artists', { query: q }),
    { keepPrevious: true },
  );
}

export const useArtist = (slug: string) =>
  useResource(`artist:${slug}`, () =>
    api(artistSchema, 'GET', `/api/get-artist/${encodeURIComponent(slug)}`),
  );

export function useArtistImages(slug: string, page: number, search: string) {
  const q = { slug, page, ...(search ? { search } : {}) };
  return useResource(
    `artist-images:${JSON.stringify(q)}`,
    () => api(imagePage, 'GET', '/api/get-artist-images', { query: q }),
    { keepPrevious: true },
  );
}
