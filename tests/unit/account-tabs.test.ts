// My Account: which tabs each role sees, the default tab and the heading per tab.
import { describe, expect, it } from 'vitest';
import {
  accountHeading,
  myAccountSearch,
  resolveAccountTab,
  visibleAccountTabs,
} from '../../src/features/account/account-tabs';

describe('account tabs', () => {
  it('shows a customer only Orders and Information, under Customer Account', () => {
    expect(visibleAccountTabs('customer').map((t) => t.label)).toEqual(['Orders', 'Information']);
    for (const requested of [undefined, 0, 1, 2, 3]) {
      expect(accountHeading('customer', resolveAccountTab(requested, 'customer'))).toBe(
        'Customer Account',
      );
    }
  });

  it('sends a customer asking for Portfolio or Sales to Information', () => {
    expect(resolveAccountTab(0, 'customer').label).toBe('Information');
    expect(resolveAccountTab(1, 'customer').label).toBe('Information');
    expect(resolveAccountTab(2, 'customer').label).toBe('Orders');
  });

  it('shows artists and admins all four tabs, Information by default', () => {
    for (const role of ['artist', 'admin'] as const) {
      expect(visibleAccountTabs(role).map((t) => t.index)).toEqual([0, 1, 2, 3]);
      expect(resolveAccountTab(undefined, role).label).toBe('Information');
    }
  });

  it('names the page after the tab for everyone else', () => {
    const heading = (tab: number) => accountHeading('artist', resolveAccountTab(tab, 'artist'));
    expect([0, 1, 2, 3].map(heading)).toEqual([
      'My Portfolio',
      'Artist Account',
      'My Account',
      'My Account',
    ]);
  });

  it('reads ?tab= leniently', () => {
    expect(myAccountSearch.parse({ tab: '2' })).toEqual({ tab: 2 });
    expect(myAccountSearch.parse({ tab: '9' })).toEqual({ tab: undefined });
    expect(myAccountSearch.parse({ tab: 'x' })).toEqual({ tab: undefined });
    expect(myAccountSearch.parse({})).toEqual({});
  });
});
