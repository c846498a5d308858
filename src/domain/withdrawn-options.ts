// The options of a stored print that the shop has taken off its lists since it was chosen, in
// words ("the frame chosen"): a stored value refused as invalid was valid when chosen,
// so it was withdrawn. Read from the refusal's field errors, by the server for a cart line and
// by the browser for a guest line the account's cart refused.
import { PRINT_MESSAGES, type PrintOptions } from './print-options';

const LISTED_OPTIONS = [
  ['media', 'paper or canvas'],
  ['size', 'size'],
  ['frame', 'frame'],
  ['mat', 'mat'],
  ['mountingOrStretcher', 'mounting or stretcher'],
  ['wrap', 'wrap'],
  ['varnish', 'varnish'],
] as const;

/** `errors` keyed as the cart API answers them: `print_options.frame`. */
export function withdrawnOptions(
  o: PrintOptions,
  errors: Readonly<Record<string, readonly string[] | undefined>>,
): string[] {
  return LISTED_OPTIONS.flatMap(([field, label]) => {
    if (!errors[`print_options.${field}`]?.includes(PRINT_MESSAGES.invalid(field))) return [];
    // A withdrawn choice is no longer in the lists, so its name is not known here: its stored
    // value ('silver') is not what the buyer saw ('Brushed Silver'). A size is its own name.
    const value = o[field];
    return [
      typeof value === 'number' ? `the ${label} chosen (${value} in)` : `the ${label} chosen`,
    ];
  });
}
