// Typed search params of the screens whose URL is part of the contract.
import { z } from 'zod';
import { lazySchema } from '../domain/lazy-schema';
import { ARTIST_SORTS, SEARCH_MAX_LENGTH } from '../domain/catalogue';
import { MAX_ID } from '../domain/ids';
import { MAX_PAGE } from '../domain/pagination';

// A page past the API's last is asked as its last: the list says it is past the end.
const page = () =>
  z.coerce
    .number()
    .int()
    .min(1)
    .transform((p) => Math.min(p, MAX_PAGE))
    .optional()
    .catch(undefined);

// A keyword search as the API takes it: trimmed, at most SEARCH_MAX_LENGTH letters (an address
// typed or pasted with a longer one searches its start, not a refusal shown as bad filters),
// and blank is no search. A search of digits only arrives as a number (the query is read as
// JSON where it parses: the header's plain form sends ?search=2024).
const keywords = () =>
  z
    .union([z.string(), z.number()])
    .transform((s) => String(s).trim().slice(0, SEARCH_MAX_LENGTH).trim() || undefined)
    .optional()
    .catch(undefined);

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
    search: keywords(),
    subject: csv.catch(undefined),
    medium: csv.catch(undefined),
    proportion: csv.catch(undefined),
    style: csv.catch(undefined),
    page: page(),
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

/** The print options an /order URL carries (features/configurator/url-options.ts). */
export const OPTION_PARAMS = [
  'preset',
  'media',
  'size',
  'w',
  'h',
  'border',
  'frame',
  'mat',
  'mat_w',
  'plexi',
  'mount',
  'wrap',
  'color',
  'varnish',
  'torn',
  'qty',
] as const;
export type OptionParam = (typeof OPTION_PARAMS)[number];

// The router reads `media=123` or `color=123456` as numbers, so a text param takes one too.
const text = () => z.union([z.string().trim().min(1), z.number().transform(String)]);
// What Number() reads, but not '' (which it reads as 0).
const numeric = () => z.union([z.number(), z.string().min(1).pipe(z.coerce.number())]);
const flag = () => z.literal([1, true, '1', 'true']).transform((): 1 => 1);
// A bookmarked or shared URL with a bad option still opens the page: the value is dropped.
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const optionFields = () =>
  ({
    preset: lenient(text()),
    media: lenient(text()),
    size: lenient(z.union([z.literal('custom'), numeric().pipe(z.number().positive())])),
    w: lenient(numeric()),
    h: lenient(numeric()),
    border: lenient(numeric()),
    frame: lenient(text()),
    mat: lenient(text()),
    mat_w: lenient(numeric()),
    plexi: lenient(flag()),
    mount: lenient(text()),
    wrap: lenient(text()),
    color: lenient(
      text()
        .transform((s) => s.replace(/^#/, '').toLowerCase())
        .pipe(z.string().regex(/^[0-9a-f]{6}$/)),
    ),
    varnish: lenient(text()),
    torn: lenient(flag()),
    qty: lenient(numeric()),
  }) satisfies Record<OptionParam, z.ZodType>;

export const orderSearch = lazySchema(() =>
  z.object({
    image_id: z.coerce.number().int().positive().max(MAX_ID).optional().catch(undefined),
    cart_item_id: z
      .union([z.coerce.number().int().positive(), z.string()])
      .optional()
      .catch(undefined),
    mode: z.enum(['create', 'edit', 'calculator']).optional().catch(undefined),
    ...optionFields(),
  }),
);
export type OrderSearch = z.output<typeof orderSearch>;
export type OrderSearchInput = z.input<typeof orderSearch>;
export type OptionParams = Pick<OrderSearch, OptionParam>;

export const guardedSearch = lazySchema(() =>
  z.object({
    redirect: z.string().optional().catch(undefined),
  }),
);

export const artistPageSearch = lazySchema(() =>
  z.object({
    search: keywords(),
    page: page(),
  }),
);

export const thankYouSearch = lazySchema(() =>
  z.object({
    order: z.coerce.number().int().positive().optional().catch(undefined),
  }),
);

export const artistArchiveSearch = lazySchema(() =>
  z.object({
    search: keywords(),
    sort: z.enum(ARTIST_SORTS).optional().catch(undefined),
    page: page(),
  }),
);
