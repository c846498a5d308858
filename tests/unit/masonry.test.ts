import { describe, expect, it } from 'vitest';
import { columnCount, distribute } from '../../src/ui/masonry';

describe('masonry layout', () => {
  it('fits as many 300 px columns as the width allows', () => {
    expect(columnCount(358, 300, 24)).toBe(1);
    expect(columnCount(624, 300, 24)).toBe(2);
    expect(columnCount(1000, 300, 24)).toBe(3);
    expect(columnCount(0, 300, 24)).toBe(1);
  });

  it('puts each item in the shortest column, keeping reading order', () => {
    const items = [
      { id: 1, ratio: 0.5 }, // tall
      { id: 2, ratio: 2 }, // short
      { id: 3, ratio: 2 },
      { id: 4, ratio: 1 },
    ];
    const cols = distribute(items, 2, (i) => i.ratio);
    expect(cols.map((c) => c.map((i) => i.id))).toEqual([[1], [2, 3, 4]]);
  });
});
