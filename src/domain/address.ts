// Postal addresses as the user, the profile and the order carry them: flat `shipping_address_*`
// and `billing_address_*` fields. Countries are stored as ISO codes. The spec's client offers
// 'US' and 'CN' (labelled Canada): 'CN' is accepted as an alias and stored as 'CA', and the
// flat fields of a returned user answer 'CN' again, so the original client reads its own code.
// The nested `shipping_address` / `billing_address` objects (this PWA's) keep the ISO code.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { plainLine } from './plain-line';
import type { Address } from './user';

export const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
] as const;
export type CountryCode = (typeof COUNTRIES)[number]['value'];
export const DEFAULT_COUNTRY: CountryCode = 'US';

/** The country's name as addresses are written for people ('United States'), or the code. */
export function countryName(code: string | null | undefined): string | null {
  return COUNTRIES.find((c) => c.value === code)?.label ?? code ?? null;
}

const COUNTRY_ALIASES: Record<string, CountryCode> = { CN: 'CA' };

/** The code the spec's client uses for each stored country (Canada is 'CN' there). */
export const SPEC_COUNTRY_CODES: Record<CountryCode, string> = { US: 'US', CA: 'CN' };

const specCountry = (code: string | null) =>
  code === null ? null : (SPEC_COUNTRY_CODES[code as CountryCode] ?? code);

/** 'CN' → 'CA', case-insensitive; anything else is returned upper-cased for validation. */
export function normalizeCountry(value: string): string {
  const code = value.trim().toUpperCase();
  return COUNTRY_ALIASES[code] ?? code;
}

export const ADDRESS_FIELDS = [
  'name',
  'line_1',
  'line_2',
  'city',
  'state',
  'postal_code',
  'country',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressKind = 'shipping' | 'billing';
export type AddressKey<K extends AddressKind = AddressKind> = `${K}_address_${AddressField}`;

export const addressKey = <K extends AddressKind>(kind: K, field: AddressField): AddressKey<K> =>
  `${kind}_address_${field}`;

/** A country code or nothing; 'CN' becomes 'CA'. */
export const countrySchema = lazySchema(() =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : normalizeCountry(v)) : v),
    z
      .enum(COUNTRIES.map((c) => c.value) as [CountryCode, ...CountryCode[]], {
        error: 'The selected country is invalid.',
      })
      .nullable()
      .optional(),
  ),
);

/** An optional free-text address line, on one line (plainLine): blanks become null. */
export const optionalLine = lazySchema(() =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().overwrite(plainLine).trim().max(255).nullable().optional(),
  ),
);

/** The nested address of the session user, from the flat columns of a row. */
export function addressOf(
  row: Partial<Record<AddressKey, string | null>>,
  kind: AddressKind,
): Address {
  const pick = (field: AddressField) => row[addressKey(kind, field)] ?? null;
  return {
    name: pick('name'),
    line_1: pick('line_1'),
    line_2: pick('line_2'),
    city: pick('city'),
    state: pick('state'),
    postal_code: pick('postal_code'),
    country: pick('country'),
  };
}

export type FlatAddresses = Record<AddressKey, string | null>;

/** Both addresses of a row in the spec's flat shape, countries in the spec's codes. */
export function flatAddressesOf(row: Partial<Record<AddressKey, string | null>>): FlatAddresses {
  const out = {} as FlatAddresses;
  for (const kind of ['shipping', 'billing'] as const) {
    for (const field of ADDRESS_FIELDS) {
      const value = row[addressKey(kind, field)] ?? null;
      out[addressKey(kind, field)] = field === 'country' ? specCountry(value) : value;
    }
  }
  return out;
}

/** The zod shape of the flat fields, for response schemas (made when a schema is built). */
export const flatAddressShape = () =>
  Object.fromEntries(
    (['shipping', 'billing'] as const).flatMap((kind) =>
      ADDRESS_FIELDS.map((field) => [addressKey(kind, field), z.string().nullable()]),
    ),
  ) as Record<AddressKey, z.ZodNullable<z.ZodString>>;
