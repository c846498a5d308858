// A paged list's page stays within the list. Its last rows can go while it is on screen (an order
// finalized out of a Status filter, an image or a user deleted), leaving the page past the new
// last one: no rows, and no pager to leave it, since one page hides the pager.
import { useEffect } from 'react';
import { isPastTheEnd } from '../domain/pagination';

/** Goes to the list's last page (at least 1) when `page` is past it. */
export function usePageInList(
  page: number,
  list: { current_page: number; last_page: number } | undefined,
  goTo: (page: number) => void,
) {
  useEffect(() => {
    // Only the answer for this page counts: the one kept on screen while it loads is another's.
    if (list?.current_page === page && isPastTheEnd(page, list)) {
      goTo(Math.max(1, list.last_page));
    }
  }, [page, list, goTo]);
}
