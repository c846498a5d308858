// The one envelope of every paginated list the API answers, Laravel's:
// {data, current_page, last_page, per_page, total}. Its schema parses answers and serialises them
// on the server; `pageOf` builds it from a page of rows and the count of all.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { fromDigits } from './query-number';

export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

// Lazy like the rows they wrap: built as their modules load, every page's start paid for the
// lists of screens not opened.
export const paginated = <T extends z.ZodType>(item: T) =>
  lazySchema(() =>
    z.object({
      data: z.array(item),
      current_page: z.number().int(),
      last_page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
    }),
  );

/** The highest page the API lists; the app asks for no page above it. */
export const MAX_PAGE = 100_000;

/** `?page=` of a paginated list: 1 when absent, at most MAX_PAGE. */
export const pageParam = lazySchema(() =>
  z
    .preprocess(
      fromDigits,
      z
        .number({ error: 'The page must be an integer.' })
        .int({ error: 'The page must be an integer.' })
        .min(1, { error: 'The page must be at least 1.' })
        .max(MAX_PAGE, { error: `The page must not be greater than ${MAX_PAGE}.` }),
    )
    .default(1),
);

/** A page past the last of its list: nothing is on it, though the list may have rows. */
export const isPastTheEnd = (page: number, list: { last_page: number }) => page > list.last_page;

export const PAST_THE_END = 'This page is past the end of the list.';

/** Page `page` of `total` rows, `perPage` to a page; an empty list still has one (empty) page. */
export const pageOf = <T>(
  data: T[],
  page: number,
  perPage: number,
  total: number,
): Paginated<T> => ({
  data,
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  total,
});
