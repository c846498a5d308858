// zod's own checks answer in the API's words (src/domain/plain-messages.ts): bounds, formats
// and choices a schema gives no message of its own for.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainMessage } from '../../src/domain/plain-messages';

const messageOf = (schema: z.ZodType, value: unknown): string | undefined => {
  const result = z.object({ field_name: schema }).safeParse(
    { field_name: value },
    {
      error: plainMessage,
    },
  );
  return result.error?.issues[0]?.message;
};

describe('plain messages for zod checks', () => {
  it('words a list or text over its bound by what it counts', () => {
    expect(messageOf(z.array(z.number()).max(2), [1, 2, 3])).toBe(
      'The field name may not have more than 2 items.',
    );
    expect(messageOf(z.string().max(3), 'abcd')).toBe(
      'The field name may not be greater than 3 characters.',
    );
    expect(messageOf(z.string().min(2), 'a')).toBe('The field name must be at least 2 characters.');
  });

  it('words a number out of range, inclusive or not', () => {
    expect(messageOf(z.number().max(99), 100)).toBe('The field name may not be greater than 99.');
    expect(messageOf(z.number().positive(), -1)).toBe('The field name must be greater than 0.');
    expect(messageOf(z.number().min(1), 0)).toBe('The field name must be at least 1.');
  });

  it('words a choice, a format and a missing value', () => {
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('The selected field name is invalid.');
    expect(messageOf(z.enum(['a', 'b']), undefined)).toBe('This field is required.');
    expect(messageOf(z.email(), 'not mail')).toBe('The field name format is invalid.');
  });

  it('words a value of the wrong type, a map of fields too', () => {
    expect(messageOf(z.record(z.string(), z.string()), null)).toBe(
      'The field name must be an object.',
    );
    expect(messageOf(z.array(z.string()), 'a')).toBe('The field name must be an array.');
  });
});
