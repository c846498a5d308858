// Typed search params of the screens whose URL is part of the contract.
import { z } from 'zod';
import { lazySchema } from '../domain/lazy-schema';
import { ARTIST_SORTS } from '../domain/catalogue';

const csv = lazySchema(() =>
  z
    .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
    .optional()
    .transform((v) =>
      v === undefined
        ? undefined
        : (Array.isArray(v) ? v : String(v).split(',')).map(String).filter(Boolean),
    ),
);

export const catalogueSearch = lazySchema(() =>
  z.object({
    search: z.string().optional().catch(undefined),
    subject: csv.catch(undefined),
    medium: csv.catch(undefined),
    proportion: csv.catch(undefined),
    style: csv.catch(undefined),
    page: z.coerce.number().int().min(1).optional().catch(undefined),
  }),
);

export const loginSearch = lazySchema(() =>
  z.object({
    p: z.enum(['register', 'forgot_password']).optional().catch(undefined),
    redirect: z.string().optional().catch(undefined),
  }),
);

export const resetPasswordSearch = lazySchema(() =>
  z.object({
    token: z.string().optional().catch(undefined),
    email: z.string().optional().catch(undefined),
  }),
);

export const orderSearch = lazySchema(() =>
  z
    .object({
      image_id: z.coerce.number().int().positive().optional().catch(undefined),
      cart_item_id: z
        .union([z.coerce.number().int().positive(), z.string()])
        .optional()
        .catch(undefined),
      mode: z.enum(['create', 'edit', 'calculator']).optional().catch(undefined),
    })
    .catchall(z.unknown()),
);

export const guardedSearch = lazySchema(() =>
  z.object({
    redirect: z.string().optional().catch(undefined),
  }),
);

export const artistPageSearch = lazySchema(() =>
  z.object({
    search: z.string().optional().catch(undefined),
    page: z.coerce.number().int().min(1).optional().catch(undefined),
  }),
);

export const thankYouSearch = lazySchema(() =>
  z.object({
    order: z.coerce.number().int().positive().optional().catch(undefined),
  }),
);

export const artistArchiveSearch = lazySchema(() =>
  z.object({
    search: z
      .string()
      .transform((s) => s.slice(0, 200))
      .optional()
      .catch(undefined),
    sort: z.enum(ARTIST_SORTS).optional().catch(undefined),
    page: z.coerce.number().int().min(1).optional().catch(undefined),
  }),
);
