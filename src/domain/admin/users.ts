// The Users screen's contract: the list with search and role filter, one user with addresses
// (for placing an order on their behalf), and the flags an admin may change. Shared by the
// server and the PWA.
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { pageParam, paginated } from '../pagination';
import { MSG, twoDecimals } from '../messages';
import { isWholeCents } from '../money';
import { MARKUP_INPUT_MAX, MARKUP_MIN } from '../profile';
import { flatAddressShape } from '../address';
import { addressSchema } from '../user';

export const USER_FILTERS = [
  'all',
  'customer',
  'artist',
  'admin',
  'wholesale',
  'disabled',
] as const;
export type UserFilter = (typeof USER_FILTERS)[number];
export const ADMIN_USERS_PER_PAGE = 20;

export const ADMIN_USER_MSG = {
  ownAdmin: 'You cannot remove your own admin rights.',
  ownDisable: 'You cannot disable your own account.',
  nothingToChange: 'Nothing to change.',
} as const;

export const userListQuerySchema = lazySchema(() =>
  z.object({
    page: pageParam,
    search: z.string().trim().max(200).optional(),
    filter: z.enum(USER_FILTERS, { error: 'The selected filter is invalid.' }).default('all'),
  }),
);
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const adminUserSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    is_admin: z.boolean(),
    is_artist: z.boolean(),
    wholesale_discount: z.boolean(),
    markup: z.number(),
    disabled: z.boolean(),
    artist_id: z.number().nullable(),
    artist_slug: z.string().nullable(),
    orders_count: z.number(),
    created_at: z.string(),
  }),
);
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = paginated(adminUserSchema);

export const adminUserDetailSchema = lazySchema(() =>
  adminUserSchema.extend({
    shipping_is_billing: z.boolean(),
    shipping_address: addressSchema,
    billing_address: addressSchema,
    ...flatAddressShape(),
  }),
);
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const adminUserResponseSchema = lazySchema(() => z.object({ data: adminUserDetailSchema }));
/** PUT's answer: the user, and how many of their works the change took off the market. */
export const adminUserUpdateResponseSchema = lazySchema(() =>
  adminUserResponseSchema.extend({
    withdrawn_works: z.number(),
  }),
);

export const WITHDRAWN_WORKS = (n: number) =>
  `${n} ${n === 1 ? 'work was' : 'works were'} taken off the market.`;

/** PUT /api/admin/users/{id}: any of the flags and the markup (at least 10, as the profile). */
export const userUpdateSchema = lazySchema(() =>
  z
    .object({
      is_admin: z.boolean().optional(),
      is_artist: z.boolean().optional(),
      wholesale_discount: z.boolean().optional(),
      disabled: z.boolean().optional(),
      markup: z
        .number({ error: 'The markup must be a number.' })
        .min(MARKUP_MIN, { error: MSG.markupMin })
        .max(MARKUP_INPUT_MAX, {
          error: `The markup percentage cannot be more than ${MARKUP_INPUT_MAX}%.`,
          abort: true,
        })
        .refine(isWholeCents, { error: twoDecimals('markup') })
        .optional(),
    })
    .refine((v) => Object.values(v).some((x) => x !== undefined), {
      error: ADMIN_USER_MSG.nothingToChange,
      path: ['user'],
    }),
);
export type UserUpdate = z.input<typeof userUpdateSchema>;
