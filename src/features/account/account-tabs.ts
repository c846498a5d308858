// The tabs of My Account, their order (the spec's indexes 0..3, kept in ?tab=), who sees them
// and the page heading. A customer (neither admin nor artist) sees only Orders and Information
// under 'Customer Account'. Everyone else sees all four, and the heading follows the tab:
//   0 My Portfolio → 'My Portfolio'   (the artist's works)
//   1 Sales        → 'Artist Account' (what the artist sold)
//   2 Orders       → 'My Account'     (what the user bought, as for a customer)
//   3 Information  → 'My Account'     (the default tab)
import { z } from 'zod';
import { lazySchema } from '../../domain/lazy-schema';
import type { Role } from '../../domain/user';

export interface AccountTab {
  index: 0 | 1 | 2 | 3;
  label: string;
  heading: string;
  forCustomers: boolean;
}

export const ACCOUNT_TABS: readonly AccountTab[] = [
  { index: 0, label: 'My Portfolio', heading: 'My Portfolio', forCustomers: false },
  { index: 1, label: 'Sales', heading: 'Artist Account', forCustomers: false },
  { index: 2, label: 'Orders', heading: 'My Account', forCustomers: true },
  { index: 3, label: 'Information', heading: 'My Account', forCustomers: true },
];

export const DEFAULT_ACCOUNT_TAB = 3;
export const CUSTOMER_HEADING = 'Customer Account';

/**
 * ?tab= of /my-account: an index 0..3; anything else means the default tab. ?artist= is the
 * admin filter (an artist id) of the My Portfolio and Sales tabs.
 */
export const myAccountSearch = lazySchema(() =>
  z.object({
    tab: z.coerce.number().int().min(0).max(3).optional().catch(undefined),
    artist: z.coerce.number().int().positive().optional().catch(undefined),
  }),
);

/** The tabs the admin filter applies to: My Portfolio and Sales. */
export const filteredByArtist = (tab: AccountTab): boolean => tab.index === 0 || tab.index === 1;

export const visibleAccountTabs = (role: Role): AccountTab[] =>
  ACCOUNT_TABS.filter((t) => role !== 'customer' || t.forCustomers);

/** The tab to show: the requested one if this user may see it, else Information. */
export function resolveAccountTab(requested: number | undefined, role: Role): AccountTab {
  const visible = visibleAccountTabs(role);
  return (
    visible.find((t) => t.index === requested) ??
    visible.find((t) => t.index === DEFAULT_ACCOUNT_TAB)!
  );
}

export const accountHeading = (role: Role, tab: AccountTab): string =>
  role === 'customer' ? CUSTOMER_HEADING : tab.heading;
