// Display formats of the spec: USD en-US with '-' for an empty amount, dates MM/DD/YYYY.

/**
 * Dollars as en-US writes them ('$1,234.50', '-$0.80'), with 2 to `maxDecimals` decimals, rounded
 * as Intl.NumberFormat rounds: the shortest decimal that reads back as the number, half away from
 * zero ($1.01 for 1.005). Written out rather than asked of Intl, whose first NumberFormat loads
 * the locale's data: some 40 ms on a phone, in the task that shows the first price.
 */
export function usd(amount: number, maxDecimals = 2): string {
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  if (!Number.isFinite(amount)) return `${sign}$∞`;
  const [whole, fraction] = roundHalfAwayFromZero(Math.abs(amount), maxDecimals);
  return `${sign}$${groupThousands(whole)}.${fraction.padEnd(2, '0')}`;
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A count as en-US writes it ('1,234'), without Intl (see `usd`). */
export const formatCount = (count: number): string =>
  count < 0 ? `-${groupThousands(String(-count))}` : groupThousands(String(count));

/** A count with its noun, singular for one ('1 item', '2 items', '1,200 items'). */
export const countOf = (count: number, noun: string): string =>
  `${formatCount(count)} ${count === 1 ? noun : `${noun}s`}`;

/** The whole and fractional digits of `value` (not negative) at `decimals` decimals at most. */
function roundHalfAwayFromZero(value: number, decimals: number): [string, string] {
  const [whole = '0', fraction = ''] = plainDecimal(value).split('.');
  if (fraction.length <= decimals) return [whole, fraction];
  let digits = BigInt(whole + fraction.slice(0, decimals));
  if (fraction[decimals]! >= '5') digits += 1n;
  const text = digits.toString().padStart(decimals + 1, '0');
  const cut = text.length - decimals;
  return [text.slice(0, cut), text.slice(cut).replace(/0+$/, '')];
}

/** The shortest decimal of a number, written without an exponent (1e-7 is 0.0000001). */
function plainDecimal(value: number): string {
  const text = String(value);
  const exponent = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponent) return text;
  const digits = exponent[1]! + (exponent[2] ?? '');
  const point = 1 + Number(exponent[3]);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  return point >= digits.length
    ? digits.padEnd(point, '0')
    : `${digits.slice(0, point)}.${digits.slice(point)}`;
}

export function formatMoney(amount: number | null | undefined): string {
  return amount === null || amount === undefined || Number.isNaN(amount) ? '-' : usd(amount);
}

/**
 * An amount taken off (a discount), as en-US writes a negative amount: '-$0.80', as the invoice
 * and the admin's adjustments show it; $0.00 when nothing is taken off.
 */
export function formatDeduction(amount: number): string {
  return formatMoney(amount === 0 ? 0 : -Math.abs(amount));
}

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '-';
  const d =
    typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00` : value) : value;
  if (Number.isNaN(d.getTime())) return '-';
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${mm}/${dd}/${d.getFullYear()}`;
}
