// Query and path parameters of the public catalogue, with Laravel-style field messages.
// Filter groups arrive as `subject[]=1&subject[]=2` (the PWA's and Laravel's form) or as
// repeated `subject=1&subject=2`; mergeBracketArrays folds the first into the second before
// validation, so the schemas see one array per group.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pageParam } from './params';
import {
  ARTIST_SORTS,
  MEDIUMS,
  PROPORTIONS,
  SEARCH_MAX_LENGTH,
  STYLES,
} from '../../src/domain/catalogue';
import { MAX_ID, idSchema } from '../../src/domain/ids';
import { notFound } from '../http/errors';

export function mergeBracketArrays(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (query) {
    for (const key of Object.keys(query)) {
      if (!key.endsWith('[]')) continue;
      const base = key.slice(0, -2);
      query[base] = [query[base], query[key]].flat().filter((v) => v !== undefined);
      delete query[key];
    }
  }
  return Promise.resolve();
}

export const searchParam = z
  .string({ error: 'The search must be a string.' })
  .max(SEARCH_MAX_LENGTH, {
    error: `The search must not be greater than ${SEARCH_MAX_LENGTH} characters.`,
  })
  .optional();

/** One value or several → an array of valid values (empty strings ignored). */
const group = <T extends z.ZodType>(item: T) =>
  z
    .preprocess(
      (v) => (v === undefined ? undefined : [v].flat().filter((s) => s !== '')),
      z.array(item),
    )
    .default([]);

const invalid = (name: string) => ({ error: `The selected ${name} is invalid.` });

export const catalogueQuery = z.object({
  page: pageParam,
  search: searchParam,
  subject: group(idSchema('subject')),
  medium: group(z.enum(MEDIUMS, invalid('medium'))),
  proportion: group(z.enum(PROPORTIONS, invalid('proportion'))),
  style: group(z.enum(STYLES, invalid('style'))),
});

export const relatedQuery = z.object({
  image_category_id: idSchema('image category id'),
  image_id: idSchema('image id').optional(),
});

export const artistsQuery = z.object({
  page: pageParam,
  search: searchParam,
  sort: z.enum(ARTIST_SORTS, invalid('sort')).default('asc'),
});

export const artistImagesQuery = z.object({
  page: pageParam,
  slug: z.string({ error: 'The slug field is required.' }).min(1).max(200),
  search: searchParam,
});

/** Path ids: anything but a positive integer is a resource that does not exist. */
export function pathId(raw: string, what: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_ID) throw notFound(`${what} not found.`);
  return id;
}
