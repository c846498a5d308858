// The messages of zod's own checks, for the fields a schema gives no message of its own, in the
// API's Laravel-style wording: a print option left out reads 'This field is required.', not
// 'Invalid input: expected string, received undefined'. A schema's own message always wins
// (zod asks this map last). Bounds and formats are worded too: a list of 1,001 ordered items
// reads 'The order items may not have more than 1000 items.', not 'Too big: expected array…'.
// Installed by the server and by the app, so a form says what the API would.
import { z } from 'zod';
import { MSG } from './messages';

/** 'printWidth' and 'image_id' as a sentence names them: 'print width', 'image id'. */
export const fieldWords = (name: string): string =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

const fieldName = (path: readonly PropertyKey[]): string =>
  fieldWords([...path].reverse().find((p): p is string => typeof p === 'string') ?? 'value');

const TYPE_MESSAGES: Record<string, (field: string) => string> = {
  number: (f) => `The ${f} must be a number.`,
  int: (f) => `The ${f} must be an integer.`,
  string: (f) => `The ${f} must be a string.`,
  boolean: (f) => `The ${f} field must be true or false.`,
  array: (f) => `The ${f} must be an array.`,
  object: (f) => `The ${f} must be an object.`,
  record: (f) => `The ${f} must be an object.`,
  null: (f) => `The ${f} field must be empty.`,
};

/** A bound on a list counts its items; on a text, its characters (Laravel's wording). */
const isList = (origin: string) => origin === 'array' || origin === 'set';

function rangeMessage(issue: z.core.$ZodRawIssue, field: string): string | undefined {
  if (issue.code !== 'too_big' && issue.code !== 'too_small') return undefined;
  const chars = issue.origin === 'string' ? ' characters' : '';
  if (issue.code === 'too_big') {
    const limit = String(issue.maximum);
    if (isList(issue.origin)) return `The ${field} may not have more than ${limit} items.`;
    return issue.inclusive === false
      ? `The ${field} must be less than ${limit}.`
      : `The ${field} may not be greater than ${limit}${chars}.`;
  }
  const limit = String(issue.minimum);
  if (isList(issue.origin)) return `The ${field} must have at least ${limit} items.`;
  return issue.inclusive === false
    ? `The ${field} must be greater than ${limit}.`
    : `The ${field} must be at least ${limit}${chars}.`;
}

export function plainMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const field = fieldName(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return MSG.required;
      return TYPE_MESSAGES[issue.expected]?.(field);
    case 'invalid_value':
    case 'invalid_union':
      if (issue.input === undefined) return MSG.required;
      return `The selected ${field} is invalid.`;
    case 'invalid_format':
      return `The ${field} format is invalid.`;
    case 'too_big':
    case 'too_small':
      return rangeMessage(issue, field);
    case 'not_multiple_of':
    case 'unrecognized_keys':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return undefined;
  }
}

export function installPlainMessages(): void {
  z.config({ customError: plainMessage });
}
