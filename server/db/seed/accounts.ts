// The demo logins, as demo stores publish them: one per role, all with the same password.
// The two artist logins own the portfolios of the first two demo artists.
import type { Insertable } from 'kysely';
import { hashPassword } from '../../services/passwords';
import type { UsersTable } from '../schema';

export const DEMO_PASSWORD = 'password123';

export type DemoRole = 'admin' | 'artist' | 'customer';

export interface DemoAccount {
  email: string;
  role: DemoRole;
  name: string;
  /** Shown beside the role where the accounts are listed. */
  note?: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@example.com', role: 'admin', name: 'Gallery Admin' },
  {
    email: 'artist@example.com',
    role: 'artist',
    name: 'Elena Marsh',
    note: 'portfolio of Elena Marsh',
  },
  {
    email: 'artist2@example.com',
    role: 'artist',
    name: 'Tomas Okafor',
    note: 'portfolio of Tomas Okafor',
  },
  { email: 'customer@example.com', role: 'customer', name: 'Jordan Ellis' },
  {
    email: 'wholesale@example.com',
    role: 'customer',
    name: 'Harbor Frame & Art Supply',
    note: 'wholesale discount',
  },
];

const SHIPPING: Record<string, Partial<Insertable<UsersTable>>> = {
  'customer@example.com': {
    shipping_address_name: 'Jordan Ellis',
    shipping_address_line_1: '214 Maple Avenue',
    shipping_address_line_2: 'Apt 3B',
    shipping_address_city: 'Portland',
    shipping_address_state: 'OR',
    shipping_address_postal_code: '97205',
    shipping_address_country: 'US',
  },
  'wholesale@example.com': {
    shipping_address_name: 'Harbor Frame & Art Supply',
    shipping_address_line_1: '88 Wharf Street',
    shipping_address_line_2: 'Loading dock 2',
    shipping_address_city: 'Portsmouth',
    shipping_address_state: 'NH',
    shipping_address_postal_code: '03801',
    shipping_address_country: 'US',
  },
};

/** Rows for the users table; artist rows get their artist's pictures and biography later. */
export async function demoUserRows(verifiedAt: Date): Promise<Insertable<UsersTable>[]> {
  return Promise.all(
    DEMO_ACCOUNTS.map(async (a) => {
      const [first, ...rest] = a.name.split(' ');
      const person = a.email !== 'wholesale@example.com' && a.role !== 'admin';
      return {
        email: a.email,
        name: a.name,
        first_name: person ? (first ?? null) : null,
        last_name: person ? rest.join(' ') || null : null,
        // Each account gets its own salt, as real ones do.
        password_hash: await hashPassword(DEMO_PASSWORD),
        is_admin: a.role === 'admin',
        is_artist: a.role === 'artist',
        wholesale_discount: a.email === 'wholesale@example.com',
        markup: a.role === 'artist' ? 15 : 10,
        email_verified_at: verifiedAt,
        ...SHIPPING[a.email],
      };
    }),
  );
}
