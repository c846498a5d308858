// The checkout form as the buyer left it, kept in sessionStorage per signed-in user: per tab, so
// it survives a reload and Back/Forward but not the tab; keyed by the user's id, so another
// account never sees it. Only a form that differs from the profile's defaults is kept (otherwise
// the profile fills the form, as it always did). Cleared after a successful order and by an
// explicit Log Out; a logout forced by an ended session keeps it, so logging back in as the same
// user restores what was typed.
import { checkoutValuesFor, type CheckoutValues } from './checkout-values';

const PREFIX = 'gallery_checkout_draft:';
const keyOf = (userId: number) => `${PREFIX}${userId}`;

// sessionStorage can be missing or refuse (a sandboxed frame, a full quota): then there is no draft.
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

const sameValues = (a: CheckoutValues, b: CheckoutValues) =>
  (Object.keys(a) as (keyof CheckoutValues)[]).every((k) => a[k] === b[k]);

/** The stored draft if it has exactly the form's fields with the form's types, else undefined. */
function parsed(text: string | null): CheckoutValues | undefined {
  if (!text) return undefined;
  try {
    const stored = JSON.parse(text) as Record<string, unknown> | null;
    if (!stored || typeof stored !== 'object') return undefined;
    const template = checkoutValuesFor(null);
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(template)) {
      if (typeof stored[key] !== typeof value) return undefined;
      out[key] = stored[key];
    }
    const countries = [out.shipping_address_country, out.billing_address_country];
    if (countries.some((c) => c !== 'US' && c !== 'CA')) return undefined;
    return out as CheckoutValues;
  } catch {
    return undefined;
  }
}

export function readCheckoutDraft(userId: number): CheckoutValues | undefined {
  try {
    return parsed(storage()?.getItem(keyOf(userId)) ?? null);
  } catch {
    return undefined;
  }
}

/** Keeps `values` for the user, or drops the draft when they are the profile's own values. */
export function keepCheckoutDraft(
  userId: number,
  values: CheckoutValues,
  profile: CheckoutValues,
): void {
  try {
    if (sameValues(values, profile)) storage()?.removeItem(keyOf(userId));
    else storage()?.setItem(keyOf(userId), JSON.stringify(values));
  } catch {
    // Not kept: the form still works, it only forgets on reload.
  }
}

export function clearCheckoutDraft(userId: number): void {
  try {
    storage()?.removeItem(keyOf(userId));
  } catch {
    // Nothing stored, nothing to clear.
  }
}
