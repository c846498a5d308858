import { describe, expect, it } from 'vitest';
import { pageItems } from '../../src/ui/pagination';

describe('pageItems', () => {
  it('shows every page when they fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('uses exactly the visible slots, ellipses included', () => {
    for (let last = 7; last <= 30; last++) {
      for (let page = 1; page <= last; page++) {
        const items = pageItems(page, last, 6);
        expect(items, `${page}/${last}`).toHaveLength(6);
        expect(items, `${page}/${last}`).toContain(page);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(last);
      }
    }
  });

  it('places the gaps around the current page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 'end-gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'start-gap', 9, 10, 'end-gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'start-gap', 17, 18, 19, 20]);
  });

  it('centres the window with nine slots (the portfolio)', () => {
    expect(pageItems(10, 20, 9)).toEqual([1, 'start-gap', 8, 9, 10, 11, 12, 'end-gap', 20]);
    expect(pageItems(50, 99, 9)).toHaveLength(9);
  });
});
