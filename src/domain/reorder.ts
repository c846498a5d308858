// Re-Order's answer and wording: an invoice's lines put back in the cart at today's prices. A
// line whose price changed since keeps the invoice's unit price as its old one (the cart's
// was/now line); one the shop can no longer make is named with why. `skipped` (names only) is
// the answer's first shape, kept for clients that read it.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { formatCount } from './format';

export const reorderAnswerSchema = lazySchema(() =>
  z.object({
    added: z.number(),
    skipped: z.array(z.string()),
    /** The lines not added, each with why, in the buyer's words. */
    not_added: z.array(z.object({ name: z.string(), reason: z.string() })).default([]),
    /** How many of the added lines cost something other than on the invoice. */
    repriced: z.number().default(0),
  }),
);
export type ReorderAnswer = z.infer<typeof reorderAnswerSchema>;

/** The reason of a line whose work can no longer be ordered at all. */
export const WORK_WITHDRAWN = 'the artwork is no longer available for order.';

/** "'A' was", "'A' and 'B' were", "'A', 'B' and 3 more were". */
function namesOf(lines: ReorderAnswer['not_added']): string {
  const names = lines.map((l) => `'${l.name}'`);
  if (names.length === 1) return `${names[0]} was`;
  const shown =
    names.length <= 3 ? names : [...names.slice(0, 2), `${formatCount(names.length - 2)} more`];
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)} were`;
}

export const REORDER_MESSAGES = {
  added: (invoiceId: number) =>
    `The items of invoice #${invoiceId} were added to your cart at today's prices.`,
  repriced: (count: number) =>
    `The price of ${count === 1 ? 'one of them' : `${formatCount(count)} of them`} has changed since the invoice: your cart shows what it was and what it is now.`,
  /** Lines refused for one reason are named together: a full cart refuses every line left. */
  notAdded: (lines: ReorderAnswer['not_added']) => {
    const byReason = new Map<string, ReorderAnswer['not_added']>();
    for (const line of lines)
      byReason.set(line.reason, [...(byReason.get(line.reason) ?? []), line]);
    return [...byReason]
      .map(([reason, group]) => `${namesOf(group)} not added to your cart: ${reason}`)
      .join(' ');
  },
} as const;
