// A signed-in customer as GET /api/users/auth answers, for component tests of account forms.
import type { SessionUser } from '../../src/domain/user';

const address = {
  name: 'Casey Customer',
  line_1: '1 Main St',
  line_2: null,
  city: 'Portland',
  state: 'OR',
  postal_code: '97201',
  country: 'US',
};

export const sessionCustomer = {
  id: 7,
  name: 'Casey Customer',
  email: 'casey@example.com',
  admin: false,
  isAdmin: false,
  artist: false,
  artist_id: null,
  artist_slug: null,
  wholesale_discount: false,
  markup: 10,
  description: '',
  profile_image: null,
  profile_background: null,
  shipping_is_billing: true,
  shipping_address: address,
  billing_address: address,
} satisfies SessionUser;
