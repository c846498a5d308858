// Checkout helpers: the form's values from the profile, the order payload, the one
// Idempotency-Key per attempt, and the Sales tab's artwork size at 93 pixels per inch.
import { describe, expect, it } from 'vitest';
import { checkoutSchema } from '../../src/domain/orders';
import type { SessionUser } from '../../src/domain/user';
import { nextAttempt } from '../../src/features/checkout/checkout-attempt';
import {
  checkoutPayload,
  checkoutValuesFor,
  countryCode,
} from '../../src/features/checkout/checkout-values';
import { artworkSize, formatPixels } from '../../src/features/orders/artwork-size';
import { detailOf } from '../../src/domain/order-line-detail';

const address = (name: string, country: string | null) => ({
  name,
  line_1: '1 Main St',
  line_2: null,
  city: 'Portland',
  state: 'OR',
  postal_code: '97201',
  country,
});

const user = {
  id: 1,
  name: 'Casey Customer',
  shipping_is_billing: false,
  shipping_address: address('Casey Customer', 'US'),
  billing_address: address('Casey Accounts', 'CN'),
} as unknown as SessionUser;

describe('checkout values', () => {
  it('pre-fills from the profile defaults, Canada read from the old CN', () => {
    const v = checkoutValuesFor(user);
    expect(v.shipping_address_name).toBe('Casey Customer');
    expect(v.shipping_address_line_2).toBe('');
    expect(v.shipping_address_country).toBe('US');
    expect(v.billing_address_name).toBe('Casey Accounts');
    expect(v.billing_address_country).toBe('CA');
    expect(v.shipping_is_billing).toBe(false);
    expect(checkoutSchema.safeParse(v).success).toBe(true);
  });

  it('is empty for a guest, and the schema then asks for the shipping fields', () => {
    const v = checkoutValuesFor(null);
    expect(v.shipping_is_billing).toBe(true);
    const result = checkoutSchema.safeParse(v);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      'shipping_address_city',
      'shipping_address_line_1',
      'shipping_address_name',
      'shipping_address_postal_code',
      'shipping_address_state',
    ]);
  });

  it('copies shipping into billing when Same as Shipping is on', () => {
    const payload = checkoutPayload({
      ...checkoutValuesFor(user),
      shipping_is_billing: true,
      additional_instructions: '  Leave at the studio door  ',
    }) as Record<string, unknown>;
    expect(payload.billing_address_name).toBe('Casey Customer');
    expect(payload.billing_address_country).toBe('US');
    expect(payload.billing_name).toBe('Casey Customer');
    expect(payload.shipping_address_line_2).toBeNull();
    expect(payload.additional_instructions).toBe('Leave at the studio door');
  });

  it('keeps a separate billing address otherwise', () => {
    const payload = checkoutPayload(checkoutValuesFor(user)) as Record<string, unknown>;
    expect(payload.billing_address_name).toBe('Casey Accounts');
    expect(payload.billing_address_country).toBe('CA');
    expect(payload.billing_name).toBe('Casey Accounts');
    expect(payload.shipping_is_billing).toBe(false);
  });

  it('countryCode', () => {
    expect(countryCode('cn')).toBe('CA');
    expect(countryCode('CA')).toBe('CA');
    expect(countryCode(null)).toBe('US');
  });
});

describe('nextAttempt', () => {
  let n = 0;
  const newKey = () => `checkout:key-${++n}`;

  it('keeps the key while the same form is resubmitted, and makes a new one when it changes', () => {
    const first = nextAttempt(null, { a: 1 }, newKey);
    const again = nextAttempt(first, { a: 1 }, newKey);
    const changed = nextAttempt(again, { a: 2 }, newKey);
    expect(again.key).toBe(first.key);
    expect(changed.key).not.toBe(first.key);
  });

  it('makes keys the server accepts', () => {
    expect(nextAttempt(null, {}).key).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
  });
});

describe('artworkSize', () => {
  it('uses the print size at 93 px per inch', () => {
    const size = artworkSize({
      print_width: 16,
      print_height: 20,
      original_width: 30,
      original_height: 40,
    });
    expect(size).toEqual({ width: 1488, height: 1860, source: 'print' });
    expect(formatPixels(size)).toBe('1488 x 1860 px');
  });

  it("falls back to the original's size", () => {
    expect(
      artworkSize({
        print_width: null,
        print_height: null,
        original_width: 10.5,
        original_height: 8,
      }),
    ).toEqual({ width: 977, height: 744, source: 'original' });
  });
});

describe('detailOf', () => {
  it('shows what the stored description adds to the name', () => {
    expect(
      detailOf({
        name: 'Evening Countryside',
        description: 'Evening Countryside, Lustre Photo Paper, 24 x 18 in',
      }),
    ).toBe('Lustre Photo Paper, 24 x 18 in');
    expect(
      detailOf({
        name: 'Evening Countryside',
        description: 'Evening Countryside: Matte Canvas, 24 x 18 in, Satin Varnish',
      }),
    ).toBe('Matte Canvas, 24 x 18 in, Satin Varnish');
    expect(detailOf({ name: 'Rush Order Fee', description: 'Rush Order Fee' })).toBe('');
    expect(detailOf({ name: 'Custom Service', description: 'Retouch the sky' })).toBe(
      'Retouch the sky',
    );
  });
});
