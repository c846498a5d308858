// The user as the API returns it (GET /api/users/auth → data.data) and the role derivation of
// the spec: admin without artist is 'admin', artist without admin is 'artist', neither is
// 'customer'. A user with both flags is treated as an artist who also has admin rights.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { flatAddressShape } from './address';

export const addressSchema = lazySchema(() =>
  z.object({
    name: z.string().nullable(),
    line_1: z.string().nullable(),
    line_2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postal_code: z.string().nullable(),
    country: z.string().nullable(),
  }),
);
export type Address = z.infer<typeof addressSchema>;

export const sessionUserSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    admin: z.boolean(),
    isAdmin: z.boolean(),
    artist: z.boolean(),
    artist_id: z.number().nullable(),
    artist_slug: z.string().nullable(),
    wholesale_discount: z.boolean(),
    markup: z.number(),
    description: z.string(),
    profile_image: z.string().nullable(),
    profile_background: z.string().nullable(),
    shipping_is_billing: z.boolean(),
    shipping_address: addressSchema,
    billing_address: addressSchema,
    /** Whether the address was confirmed by the link mailed to it (optional: older copies). */
    email_verified: z.boolean().optional(),
    /** Changes whenever a field of the Information tab does; sent back with a save of it. */
    profile_version: z.string().optional(),
    // The spec's flat shipping_address_* / billing_address_* fields (address.ts). The server
    // always sends them; optional only so that a copy of the user kept offline by an older
    // version still reads.
    ...z.object(flatAddressShape()).partial().shape,
  }),
);
export type SessionUser = z.infer<typeof sessionUserSchema>;

export type Role = 'admin' | 'artist' | 'customer';

export function roleOf(user: Pick<SessionUser, 'admin' | 'artist'>): Role {
  if (user.artist) return 'artist';
  if (user.admin) return 'admin';
  return 'customer';
}
