import { describe, expect, it } from 'vitest';
import { profileSchema } from '../../src/domain/profile';

describe('review probes', () => {
  it('markup not sent: required?', () => {
    const r = profileSchema.safeParse({ name: 'A', email: 'a@b.co', shipping_is_billing: true,
      shipping_address_line_1: 'x', shipping_address_city: 'x', shipping_address_state: 'x', shipping_address_postal_code: 'x', shipping_address_country: 'US' });
    console.log(JSON.stringify(r.success ? 'ok' : r.error.issues.map((i) => [i.path, i.message])));
    expect(r.success ? [] : r.error.issues.filter((i) => i.path[0] === 'markup').map((i) => i.message)).toEqual(['This field is required.']);
  });
});
