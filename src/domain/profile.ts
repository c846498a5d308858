// PUT /api/profile: the Information tab of My Account. Required, as the spec says: email, full
// name, shipping line 1, city, state and ZIP; billing line 1, city, state and ZIP only when
// 'Same as Shipping' is off; markup at least 10 (the input itself clamps to 0..100000).
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import {
  ADDRESS_FIELDS,
  addressKey,
  countrySchema,
  DEFAULT_COUNTRY,
  optionalLine,
  type AddressField,
  type AddressKey,
  type AddressKind,
} from './address';
import { profileInformationSchema } from './auth';
import { MSG, missingOr, twoDecimals } from './messages';
import { isWholeCents } from './money';
import { numberSent } from './query-number';
import type { SessionUser } from './user';

export const MARKUP_MIN = 10;
export const MARKUP_INPUT_MAX = 100_000;
export const DESCRIPTION_MAX = 20_000;

/** A save of the Information tab made from a copy older than what is stored. */
export const PROFILE_STALE =
  'Your details were changed in another tab or on another device. Check the latest details, then save again.';

/** Fields of an address that must be filled in when that address is in use. */
export const REQUIRED_ADDRESS_FIELDS = ['line_1', 'city', 'state', 'postal_code'] as const;

const markup = lazySchema(() =>
  z.preprocess(
    (v) => (v === '' || v == null ? undefined : numberSent(v)),
    z
      .number({ error: missingOr(MSG.required, 'The markup must be a number.') })
      .min(MARKUP_MIN, MSG.markupMin)
      .max(MARKUP_INPUT_MAX, {
        error: `The markup percentage cannot be more than ${MARKUP_INPUT_MAX}%.`,
        abort: true,
      })
      .refine(isWholeCents, twoDecimals('markup')),
  ),
);

type AddressShape<K extends AddressKind> = {
  [F in Exclude<AddressField, 'country'> as `${K}_address_${F}`]: typeof optionalLine;
} & { [P in `${K}_address_country`]: typeof countrySchema };

function addressShape<K extends AddressKind>(kind: K): AddressShape<K> {
  const shape: Record<string, z.ZodType> = {};
  for (const field of ADDRESS_FIELDS) {
    shape[addressKey(kind, field)] = field === 'country' ? countrySchema : optionalLine;
  }
  return shape as AddressShape<K>;
}

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

export const profileSchema = lazySchema(() =>
  z
    .object({
      // The account's name and email, as the profile-information form also sends them.
      ...profileInformationSchema.shape,
      description: z.string().max(DESCRIPTION_MAX).nullish(),
      markup,
      shipping_is_billing: z.boolean().default(true),
      ...addressShape('shipping'),
      ...addressShape('billing'),
    })
    .superRefine(
      (v, ctx) => {
        const record = v as Record<string, unknown>;
        const check = (kind: 'shipping' | 'billing') => {
          for (const field of REQUIRED_ADDRESS_FIELDS) {
            const key = addressKey(kind, field);
            // A value of another type has its own message ('must be a string') already.
            const value = record[key];
            if (typeof value === 'string' ? !filled(value) : value == null)
              ctx.addIssue({ code: 'custom', message: MSG.required, path: [key] });
          }
        };
        check('shipping');
        if (record.shipping_is_billing === false) check('billing');
      },
      { when: () => true },
    ),
);
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileUpdate = z.output<typeof profileSchema>;

/** The form's values: every field a string (inputs), markup a number or '' while being typed. */
export type ProfileFormValues = {
  name: string;
  email: string;
  description: string;
  markup: number | string;
  shipping_is_billing: boolean;
  profile_version?: string;
} & Record<AddressKey, string>;

export function profileFormValues(user: SessionUser): ProfileFormValues {
  const values = {
    name: user.name,
    email: user.email,
    description: user.description,
    markup: user.markup,
    shipping_is_billing: user.shipping_is_billing,
    profile_version: user.profile_version,
  } as ProfileFormValues;
  for (const kind of ['shipping', 'billing'] as const) {
    const address = kind === 'shipping' ? user.shipping_address : user.billing_address;
    for (const [field, value] of Object.entries(address) as Array<[AddressField, string | null]>) {
      values[addressKey(kind, field)] = value ?? (field === 'country' ? DEFAULT_COUNTRY : '');
    }
  }
  return values;
}
