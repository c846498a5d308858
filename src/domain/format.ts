// Display formats of the spec: USD en-US with '-' for an empty amount, dates MM/DD/YYYY.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatMoney(amount: number | null | undefined): string {
  return amount === null || amount === undefined || Number.isNaN(amount) ? '-' : usd.format(amount);
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
