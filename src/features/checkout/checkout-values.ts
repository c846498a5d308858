// The checkout form's values: pre-filled from the profile's default addresses, and turned into
// the order payload (billing follows shipping when 'Same as Shipping' is on).
import type { CartItem } from '../../domain/cart';
import type { CheckoutPayload, OrderedCartItem } from '../../domain/orders';
import { ownTimeZone } from '../../domain/time-zone';
import type { Address, SessionUser } from '../../domain/user';

export type CountryCode = 'US' | 'CA';

const ADDRESS_PARTS = ['name', 'line_1', 'line_2', 'city', 'state', 'postal_code'] as const;
type AddressPart = (typeof ADDRESS_PARTS)[number];
type AddressValues<P extends string> = { [K in `${P}_address_${AddressPart}`]: string } & {
  [K in `${P}_address_country`]: CountryCode;
};

export type CheckoutValues = AddressValues<'shipping'> &
  AddressValues<'billing'> & {
    shipping_is_billing: boolean;
    additional_instructions: string;
  };

/** The old client stored Canada as CN; anything else unknown falls back to the US. */
export function countryCode(value: string | null | undefined): CountryCode {
  const v = (value ?? '').toUpperCase();
  return v === 'CA' || v === 'CN' ? 'CA' : 'US';
}

function addressValues<P extends 'shipping' | 'billing'>(
  prefix: P,
  address: Address | undefined,
): AddressValues<P> {
  const out: Record<string, string> = {};
  for (const part of ADDRESS_PARTS) out[`${prefix}_address_${part}`] = address?.[part] ?? '';
  out[`${prefix}_address_country`] = countryCode(address?.country);
  return out as AddressValues<P>;
}

export function checkoutValuesFor(user: SessionUser | null): CheckoutValues {
  return {
    ...addressValues('shipping', user?.shipping_address),
    ...addressValues('billing', user?.billing_address),
    shipping_is_billing: user?.shipping_is_billing ?? true,
    additional_instructions: '',
  };
}

const clean = (v: string) => {
  const t = v.trim();
  return t === '' ? null : t;
};

export function checkoutPayload(values: CheckoutValues): CheckoutPayload {
  const same = values.shipping_is_billing;
  const payload: Record<string, string | boolean | null> = {
    shipping_is_billing: same,
    additional_instructions: clean(values.additional_instructions),
    time_zone: ownTimeZone(),
  };
  for (const part of ADDRESS_PARTS) {
    const ship = values[`shipping_address_${part}`];
    payload[`shipping_address_${part}`] = clean(ship);
    payload[`billing_address_${part}`] = clean(same ? ship : values[`billing_address_${part}`]);
  }
  payload.shipping_address_country = values.shipping_address_country;
  payload.billing_address_country = same
    ? values.shipping_address_country
    : values.billing_address_country;
  payload.billing_name = payload.billing_address_name ?? payload.shipping_address_name ?? null;
  return payload;
}

/** The cart items as checkout shows them: the server orders only if its cart still matches. */
export function orderedItems(items: readonly CartItem[]): OrderedCartItem[] {
  return items.map(({ id, quantity, item_total, product_total, discount_total, total }) => ({
    id,
    quantity,
    item_total,
    product_total,
    discount_total,
    total,
  }));
}
