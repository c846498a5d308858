// What the artist archive says when a page of it lists no artist: a page past the last (with
// the way back to page 1), a search nothing matches, or an archive with nobody in it yet.
import { isPastTheEnd, PAST_THE_END } from '../../domain/pagination';

export function emptyArchive(
  query: { page: number; search: string },
  found: { last_page: number },
): { hint: string; firstPage: boolean } {
  if (isPastTheEnd(query.page, found)) return { hint: PAST_THE_END, firstPage: true };
  const hint = query.search
    ? `No artist matches “${query.search}”.`
    : 'There are no artists to show yet.';
  return { hint, firstPage: false };
}
