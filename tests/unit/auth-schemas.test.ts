// The shared request schemas of src/domain/auth.ts and profile.ts: the spec's messages, one per
// field, and the rules both the forms and the server apply.
import { describe, expect, it } from 'vitest';
import {
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  updatePasswordSchema,
} from '../../src/domain/auth';
import { safeRedirect } from '../../src/domain/safe-redirect';
import { addressOf, countryName, normalizeCountry } from '../../src/domain/address';
import { profileFormValues, profileSchema } from '../../src/domain/profile';
import type { SessionUser } from '../../src/domain/user';

/** field → messages, as the server's 422 shows them. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    (errors[issue.path.join('.')] ??= []).push(issue.message);
  }
  return errors;
}

describe('login and forgot-password email', () => {
  it.each([
    [{}, { email: ['This field is required.'], password: ['This field is required.'] }],
    [
      { email: '   ', password: '' },
      { email: ['This field is required.'], password: ['This field is required.'] },
    ],
    [
      { email: 'a@b', password: 'short' },
      { email: ['Email must be valid'], password: ['Min 8 characters'] },
    ],
    [{ email: 'a b@c.d', password: 'long-enough' }, { email: ['Email must be valid'] }],
    // A mail program would send these elsewhere than the address shown, or to two addresses.
    [
      { email: 'ceo.gallery.example<eve@evil.example>', password: 'long-enough' },
      { email: ['Email must be valid'] },
    ],
    [
      { email: 'a@b.co,eve@evil.example', password: 'long-enough' },
      { email: ['Email must be valid'] },
    ],
  ])('%j → %j', (input, expected) => {
    expect(errorsOf(loginSchema.safeParse(input))).toEqual(expected);
  });

  it('trims the email but never the password', () => {
    expect(loginSchema.parse({ email: ' a@b.co ', password: ' spaced  ' })).toEqual({
      email: 'a@b.co',
      password: ' spaced  ',
    });
  });
});

describe('registration', () => {
  it('uses the registration wording for email and requires the captcha', () => {
    expect(
      errorsOf(
        registerSchema.safeParse({ first_name: 'A', last_name: 'B', password: 'long-enough' }),
      ),
    ).toEqual({
      email: ['E-mail is required'],
      captcha_token: ['captcha field is required.'],
    });
    expect(
      errorsOf(
        registerSchema.safeParse({
          first_name: 'x'.repeat(21),
          last_name: 'x'.repeat(20),
          email: 'nope',
          password: 'long-enough',
          captcha_token: 'token',
        }),
      ),
    ).toEqual({ first_name: ['Max 20 characters'], email: ['E-mail must be valid'] });
  });
});

describe('password confirmation', () => {
  it('is reported together with the other fields', () => {
    expect(
      errorsOf(
        resetPasswordSchema.safeParse({
          token: 't',
          email: '',
          password: 'short',
          password_confirmation: 'other',
        }),
      ),
    ).toEqual({
      email: ['This field is required.'],
      password: ['Min 8 characters'],
      password_confirmation: ['Min 8 characters', 'Password confirmation must match password'],
    });
  });

  it('is at least 8 characters, as the spec asks of it too', () => {
    expect(
      errorsOf(
        resetPasswordSchema.safeParse({
          token: 't',
          email: 'a@example.com',
          password: 'abc',
          password_confirmation: 'abc',
        }),
      ),
    ).toEqual({ password: ['Min 8 characters'], password_confirmation: ['Min 8 characters'] });
  });

  it('is required on its own, without a mismatch message', () => {
    expect(
      errorsOf(
        updatePasswordSchema.safeParse({
          current_password: 'x',
          password: 'long-enough',
          password_confirmation: '',
        }),
      ),
    ).toEqual({ password_confirmation: ['This field is required.'] });
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/my-account?tab=2', '/my-account?tab=2'],
    ['/thank-you?order=5', '/thank-you?order=5'],
    ['//evil.example/x', undefined],
    ['https://evil.example', undefined],
    ['/\\evil.example', undefined],
    ['/\t/evil.example', undefined],
    ['/\n/evil.example', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});

describe('countries', () => {
  it("reads the old client's CN as Canada", () => {
    expect(normalizeCountry('cn')).toBe('CA');
    expect(normalizeCountry(' us ')).toBe('US');
    expect(normalizeCountry('FR')).toBe('FR');
  });

  it('writes a country by its name where people read an address (invoice, order drawer)', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('CA')).toBe('Canada');
    expect(countryName('FR')).toBe('FR');
    expect(countryName(null)).toBeNull();
  });
});

describe('profile', () => {
  const base = {
    name: 'Ada',
    email: 'ada@example.com',
    markup: 10,
    shipping_address_line_1: '1 Row',
    shipping_address_city: 'Portland',
    shipping_address_state: 'OR',
    shipping_address_postal_code: '97201',
  };

  it('accepts the minimum, defaulting same-as-shipping and blanking empty lines', () => {
    const parsed = profileSchema.parse({
      ...base,
      shipping_address_line_2: ' ',
      shipping_address_country: 'CN',
    });
    expect(parsed).toMatchObject({
      shipping_is_billing: true,
      shipping_address_line_2: null,
      shipping_address_country: 'CA',
    });
  });

  it('wants a markup of at least 10 and at most 100000', () => {
    expect(errorsOf(profileSchema.safeParse({ ...base, markup: 9.99 }))).toEqual({
      markup: ['The markup percentage cannot be less than 10%.'],
    });
    expect(errorsOf(profileSchema.safeParse({ ...base, markup: '' }))).toEqual({
      markup: ['This field is required.'],
    });
    expect(profileSchema.safeParse({ ...base, markup: 100_000 }).success).toBe(true);
    expect(profileSchema.safeParse({ ...base, markup: 100_001 }).success).toBe(false);
  });

  it('requires billing line 1, city, state and ZIP only when not same as shipping', () => {
    expect(profileSchema.safeParse({ ...base, shipping_is_billing: true }).success).toBe(true);
    expect(
      Object.keys(errorsOf(profileSchema.safeParse({ ...base, shipping_is_billing: false }))),
    ).toEqual([
      'billing_address_line_1',
      'billing_address_city',
      'billing_address_state',
      'billing_address_postal_code',
    ]);
  });

  it('fills the form from the user, with United States for a missing country', () => {
    const address = addressOf({ shipping_address_city: 'Portland' }, 'shipping');
    const user = {
      name: 'Ada',
      email: 'ada@example.com',
      description: '',
      markup: 12,
      shipping_is_billing: false,
      shipping_address: address,
      billing_address: addressOf({}, 'billing'),
    } as SessionUser;
    const values = profileFormValues(user);
    expect(values).toMatchObject({
      markup: 12,
      shipping_is_billing: false,
      shipping_address_city: 'Portland',
      shipping_address_line_1: '',
      shipping_address_country: 'US',
      billing_address_country: 'US',
    });
  });
});
