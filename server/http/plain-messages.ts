// The messages of zod's own checks, for the fields a schema gives no message of its own, in the
// API's Laravel-style wording: a print option left out reads 'This field is required.', not
// 'Invalid input: expected string, received undefined'. A schema's own message always wins
// (zod asks this map last).
import { z } from 'zod';
import { MSG } from '../../src/domain/messages';

/** 'printWidth' and 'image_id' as a sentence names them: 'print width', 'image id'. */
const fieldName = (path: readonly PropertyKey[]): string => {
  const last = [...path].reverse().find((p): p is string => typeof p === 'string') ?? 'value';
  return last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
};

const TYPE_MESSAGES: Record<string, (field: string) => string> = {
  number: (f) => `The ${f} must be a number.`,
  int: (f) => `The ${f} must be an integer.`,
  string: (f) => `The ${f} must be a string.`,
  boolean: (f) => `The ${f} field must be true or false.`,
  array: (f) => `The ${f} must be an array.`,
  object: (f) => `The ${f} must be an object.`,
  null: (f) => `The ${f} field must be empty.`,
};

export function plainMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined) return MSG.required;
  return TYPE_MESSAGES[issue.expected]?.(fieldName(issue.path ?? []));
}

export function installPlainMessages(): void {
  z.config({ customError: plainMessage });
}
