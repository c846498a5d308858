// Why a stored cart item the pricing refused cannot be ordered now, in the buyer's words: the
// options the shop has taken off its lists are named (a refusal of a stored value as invalid
// means it was withdrawn, since it was valid when added), a product's new way of pricing is said,
// and a line only the cart can remove is not asked to be edited.
import {
  NO_LONGER_OFFERED,
  OPTIONS_WITHDRAWN,
  PRICED_BY_NEW_DETAILS,
  PRODUCT_GONE,
  PRODUCT_WITHDRAWN,
  UNAVAILABLE_TO_ADD,
  type CartItemInput,
} from '../../src/domain/cart';
import type { Product } from '../../src/domain/config-lists';
import { withdrawnOptions } from '../../src/domain/withdrawn-options';
import type { FieldErrors, HttpError } from '../http/errors';
import { WORK_WITHDRAWN } from '../../src/domain/reorder';

/** Why a stored item cannot be ordered as it is now; `editable` when the configurator can mend it. */
export interface ItemProblem {
  reason: string;
  editable: boolean;
}

const PRODUCT_DETAILS = [
  ['price', 'price per item'],
  ['width', 'width'],
  ['height', 'height'],
  ['depth', 'depth'],
  ['border', 'border'],
] as const;

/** The measurements a product's pricing now asks for that the stored line never had. */
function missingDetails(options: Record<string, unknown>, errors: FieldErrors): string[] {
  return PRODUCT_DETAILS.flatMap(([field, words]) =>
    errors[field] && options[field] == null ? [words] : [],
  );
}

/** What stops a refused item, in a sentence: the options withdrawn, a new way of pricing, or the first refusal. */
export function refusalProblem(
  input: CartItemInput,
  errors: FieldErrors,
  products: readonly Product[],
): string {
  const first = Object.values(errors)[0]?.[0] ?? '';
  if (input.image_id != null) {
    const withdrawn = withdrawnOptions(input.print_options, errors);
    return withdrawn.length > 0 ? OPTIONS_WITHDRAWN(withdrawn) : first;
  }
  if (!products.some((p) => p.id === input.product_id)) return PRODUCT_GONE;
  const missing = missingDetails(input.options, errors);
  return missing.length > 0 ? PRICED_BY_NEW_DETAILS(missing) : first;
}

export function explainRefusal(
  input: CartItemInput,
  errors: FieldErrors,
  products: readonly Product[],
): ItemProblem {
  const problem = refusalProblem(input, errors, products);
  if (input.image_id != null) {
    return { reason: NO_LONGER_OFFERED(input.description ?? '', problem, true), editable: true };
  }
  const product = products.find((p) => p.id === input.product_id);
  if (!product) return { reason: PRODUCT_WITHDRAWN(input.description), editable: false };
  const name = input.description ? `${product.name} (${input.description})` : product.name;
  return { reason: NO_LONGER_OFFERED(name, problem, false), editable: false };
}

/** Why an add of a line (a re-ordered one) was refused, without the cart's call to act. */
export function whyNotAdded(
  input: CartItemInput,
  error: HttpError,
  products: readonly Product[],
): string {
  const errors = error.errors ?? {};
  if (errors.image_id?.includes(UNAVAILABLE_TO_ADD)) return WORK_WITHDRAWN;
  return refusalProblem(
    input,
    Object.keys(errors).length > 0 ? errors : { '': [error.message] },
    products,
  );
}
