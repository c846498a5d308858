// The artist page's loader: its answers are primed, and the artist itself must load before the
// page shows (the route's pending state meanwhile). Only an artist that does not exist sends the
// visitor to the archive; offline or a server error is the route's error state, with a retry.
import { redirect } from '@tanstack/react-router';
import { ApiError } from '../data/api-client';
import { artist } from '../features/artist/artist-api';
import { primeResources, requireResource } from '../features/content/use-resource';
import { artistResources } from './first-view';
import type { artistPageSearch } from './search-params';

type ArtistPageSearch = ReturnType<typeof artistPageSearch.parse>;

export async function loadArtist(slug: string, search: ArtistPageSearch): Promise<void> {
  await primeResources(artistResources(slug, search));
  // The server's first paint shows what it was answered; an unknown artist is the app's to send on.
  if (typeof document === 'undefined') return;
  try {
    await requireResource(artist(slug));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw redirect({ to: '/artist-archive', replace: true });
    throw error;
  }
}
