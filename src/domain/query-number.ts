// Numbers as they arrive as text (paths, query strings, form fields, a JSON body's strings):
// plain decimals (a sign, digits, a point). z.coerce and Number() would also read '0x10' as 16,
// '1e3' as 1000 and ' 12' as 12, which no page of the shop writes; those stay strings and are
// refused by the number schema after this.
const PLAIN_DECIMAL = /^-?\d{1,15}(\.\d{1,15})?$/;

export const fromDigits = (value: unknown): unknown =>
  typeof value === 'string' && PLAIN_DECIMAL.test(value) ? Number(value) : value;

/**
 * A number as sent in a JSON body, or its plain decimal digits as text (a form's, spaces around
 * allowed); NaN for anything else ('0x10', '1e3', true).
 */
export const numberSent = (v: unknown): number => {
  const n = typeof v === 'string' ? fromDigits(v.trim()) : v;
  return typeof n === 'number' ? n : NaN;
};
