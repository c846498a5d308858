// Numbers as they arrive in paths and query strings: plain decimals (a sign, digits, a point).
// z.coerce would also read '0x10' as 16, '1e3' as 1000 and ' 12' as 12, which no page of the
// shop writes; those stay strings and are refused by the number schema after this.
const PLAIN_DECIMAL = /^-?\d{1,15}(\.\d{1,15})?$/;

export const fromDigits = (value: unknown): unknown =>
  typeof value === 'string' && PLAIN_DECIMAL.test(value) ? Number(value) : value;
