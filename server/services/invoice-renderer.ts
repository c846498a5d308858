// The printable HTML invoice: the shop's links (home, art categories, your orders in My Account; not
// printed), shop header, invoice number and dates (on the buyer's calendar day, see
// src/domain/time-zone.ts), addresses, each line, totals, and what
// happens next: an estimate says how it becomes the final invoice and how that is paid.
// Links are absolute (APP_URL), as the same page is mailed. Every value is escaped.
import { countryName } from '../../src/domain/address';
import { formatCount, formatMoney } from '../../src/domain/format';
import { detailOf } from '../../src/domain/order-line-detail';
import { CANCELLED_NOTICE, NOTHING_DUE, NOTHING_TO_PAY, totalDue } from '../../src/domain/orders';
import { formatDateIn } from '../../src/domain/time-zone';
import type { OrderLineRow, OrderRow } from '../repositories/order.repository';
import { attr } from '../http/html';
import { orderLineSize } from './order-line-size';
import { billingNameOf } from './order-presenter';

const escape = (s: string | number | null | undefined) => attr(String(s ?? ''));
/** People's text, kept from reordering the words around it when it is right-to-left. */
const isolated = (s: string | null | undefined) => `<bdi>${escape(s)}</bdi>`;
/** A print's description starts with its name: only the name is set apart, not the shop's words. */
function described(line: { name: string; description: string }): string {
  const detail = detailOf(line);
  if (detail === line.description.trim()) return isolated(line.description);
  return detail ? `${isolated(line.name)}, ${escape(detail)}` : isolated(line.name);
}

function address(order: OrderRow, kind: 'shipping' | 'billing'): string {
  const p = order.shipping_is_billing && kind === 'billing' ? 'shipping' : kind;
  const o = order as unknown as Record<string, string | null>;
  const f = (k: string) => o[`${p}_address_${k}`];
  const name = kind === 'billing' ? billingNameOf(order) : f('name');
  const lines = [
    name,
    f('line_1'),
    f('line_2'),
    [f('city'), f('state'), f('postal_code')].filter(Boolean).join(', '),
    countryName(f('country')),
  ];
  return lines.filter(Boolean).map(isolated).join('<br>');
}

/** The spec's words on the price at checkout (storefront spec, section 1). */
export const ESTIMATE_NOTICE =
  'The price at checkout is an estimate. It excludes shipping, and a final invoice is emailed.';

// The page is stored as rendered: the final invoice goes to the account's address as it is then,
// so the note names none (an address written here went stale with a change of email).
const estimateNote = (shop: InvoiceShop) => `<strong>${ESTIMATE_NOTICE}</strong>
<ol class="next"><li>We check your order and add shipping.</li>
<li>We email the final invoice to the address on your account; this page then shows it too.</li>
<li>You pay the final invoice by card over the phone at ${escape(shop.phone)}, or by replying to its email. Nothing is charged before that.</li></ol>`;

const finalNote = (shop: InvoiceShop) =>
  `Payment is due on receipt. Call us at ${escape(shop.phone)} to pay by card, or reply to the invoice email.`;

export interface InvoiceShop {
  name: string;
  phone: string;
  email: string;
  appUrl: string;
}

/** The zone the invoice is dated in, and when the final invoice was issued (its finalize). */
export interface InvoiceDates {
  timeZone: string;
  invoicedAt: Date;
}

/** An estimate is dated by its order; a final invoice by its issue, with the order's date below. */
function datesOf(order: OrderRow, kind: 'estimate' | 'final', dates: InvoiceDates): string {
  const ordered = formatDateIn(order.created_at, dates.timeZone);
  if (kind === 'estimate') return `<div>Date: ${ordered}</div>`;
  return `<div>Invoice date: ${formatDateIn(dates.invoicedAt, dates.timeZone)}</div><div class="muted">Order date: ${ordered}</div>`;
}

export function renderInvoice(
  order: OrderRow,
  items: OrderLineRow[],
  customer: { name: string; email: string },
  shop: InvoiceShop,
  kind: 'estimate' | 'final',
  dates: InvoiceDates,
): string {
  const rows = items
    .map((i) => {
      const size = orderLineSize(i);
      return `<tr><td><strong>${isolated(i.name)}</strong><div class="muted">${described(i)}</div></td>
<td>${escape(size)}</td><td class="num">${formatCount(i.quantity)}</td><td class="num">${formatMoney(i.item_total)}</td>
<td class="num">${formatMoney(i.product_total)}</td></tr>`;
    })
    .join('\n');
  const discount = order.discount_total > 0;
  const final = kind === 'final';
  const shipping = order.shipping ?? 0;
  const adjustments = order.adjustments ?? 0;
  const cancelled = order.status === 'cancelled';
  const grand = cancelled ? 0 : final ? totalDue(order) : order.total;
  const grandLabel = cancelled ? NOTHING_DUE : final ? 'Total due' : 'Estimated total';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">
<title>Invoice ${escape(order.invoice_id)} · ${escape(shop.name)}</title>
<style>
body{font-family:Georgia,'Times New Roman',serif;color:#222;margin:0;background:#f7f4ef}
main{max-width:820px;margin:24px auto;background:#fff;padding:40px;box-shadow:0 1px 4px rgba(0,0,0,.1);overflow-wrap:anywhere}
header>div,.addresses>div{min-width:0} th{overflow-wrap:normal} .instructions{white-space:pre-line}
h1{color:#8c1c2b;margin:0 0 4px;font-size:28px} .muted{color:#666;font-size:13px}
header{display:flex;justify-content:space-between;gap:24px;border-bottom:3px solid #e39500;padding-bottom:16px}
.addresses{display:flex;gap:48px;margin:24px 0} h2{font-size:14px;text-transform:uppercase;letter-spacing:.08em;color:#7a1326}
table{width:100%;border-collapse:collapse;font-family:system-ui,sans-serif;font-size:14px}
th,td{padding:8px;border-bottom:1px solid #eee;text-align:left;vertical-align:top} .num{text-align:right;white-space:nowrap}
.totals td{border:none} .grand td{font-weight:700;font-size:16px;border-top:2px solid #222}
.note.cancelled{margin:0 0 24px;border-left-color:#7a1326} .note{margin-top:24px;padding:12px;background:#fff8e1;border-left:4px solid #e39500;font-family:system-ui,sans-serif;font-size:14px}
nav{background:#7a1326;font-family:system-ui,sans-serif;font-size:15px}
nav div{max-width:820px;margin:0 auto;padding:12px 40px;display:flex;flex-wrap:wrap;gap:8px 24px;align-items:center}
nav a{color:#fff;text-decoration:none;font-weight:600} nav a:hover,nav a:focus{text-decoration:underline}
nav .home{font-family:Georgia,serif;font-size:18px;margin-right:auto}
.next{margin:8px 0 0;padding-left:20px} .next li{margin:4px 0}
@media (max-width:600px){main{margin:0;padding:20px 16px}nav div{padding:12px 16px}.addresses{gap:24px}th,td{padding:6px 4px}}
@media print{body{background:#fff}main{box-shadow:none;margin:0}nav{display:none}}
</style></head><body>
<nav aria-label="Shop"><div><a class="home" href="${escape(shop.appUrl)}/">${escape(shop.name)}</a>
<a href="${escape(shop.appUrl)}/art-categories">Art Categories</a>
<a href="${escape(shop.appUrl)}/my-account?tab=2">Your orders</a></div></nav>
<main>
${cancelled ? `<div class="note cancelled" role="status"><strong>${CANCELLED_NOTICE}</strong></div>` : ''}
<header><div><h1>${escape(shop.name)}</h1><div class="muted">Archival fine-art printing<br>${escape(shop.phone)} · ${escape(shop.email)}</div></div>
<div style="text-align:right"><h2>${final ? 'Invoice' : 'Estimate'} #${escape(order.invoice_id)}</h2>
${datesOf(order, kind, dates)}<div class="muted">${isolated(customer.name)} · ${escape(customer.email)}</div></div></header>
<section class="addresses"><div><h2>Ship to</h2>${address(order, 'shipping')}</div><div><h2>Bill to</h2>${address(order, 'billing')}</div></section>
<table><thead><tr><th>Item</th><th>Size</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tbody class="totals">
${discount ? `<tr><td colspan="4" class="num">Product Total</td><td class="num">${formatMoney(order.product_total)}</td></tr><tr><td colspan="4" class="num">Discount</td><td class="num">-${formatMoney(order.discount_total)}</td></tr>` : ''}
<tr><td colspan="4" class="num">Subtotal</td><td class="num">${formatMoney(order.total)}</td></tr>
${final ? `<tr><td colspan="4" class="num">Shipping</td><td class="num">${formatMoney(shipping)}</td></tr>${adjustments ? `<tr><td colspan="4" class="num">Adjustments</td><td class="num">${formatMoney(adjustments)}</td></tr>` : ''}` : cancelled ? '' : `<tr><td colspan="4" class="num">Shipping</td><td class="num">to be added</td></tr>`}
<tr class="grand"><td colspan="4" class="num">${grandLabel}</td><td class="num">${formatMoney(grand)}</td></tr>
</tbody></table>
${order.additional_instructions ? `<h2>Instructions</h2><p class="instructions" dir="auto">${escape(order.additional_instructions)}</p>` : ''}
${cancelled ? '' : `<div class="note">${final ? (grand > 0 ? finalNote(shop) : NOTHING_TO_PAY) : estimateNote(shop)}</div>`}
</main></body></html>`;
}
