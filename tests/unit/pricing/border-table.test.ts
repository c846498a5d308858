import { describe, expect, it } from 'vitest';
import {
  STRETCHER_BORDERS,
  mountBorder,
  productionBorder,
  stretcherBorder,
} from '../../../src/domain/border-table';
import { findByValue } from '../../../src/domain/config-lists';
import { demoConfigLists } from '../../../server/db/seed/config-lists-data';

describe('border table', () => {
  it("matches the spec's examples", () => {
    expect(stretcherBorder(0.5, 'white')).toBe(2.25);
    expect(stretcherBorder(0.5, 'mirror')).toBe(1.75);
    expect(stretcherBorder(0.5, 'black')).toBe(1.75); // a solid wrap
    expect(stretcherBorder(0.5, 'color')).toBe(1.75);
    expect(mountBorder('sintra')).toBe(0.5);
    expect(mountBorder('mdf')).toBe(0.5);
    expect(mountBorder('foamcore')).toBe(0.25);
  });

  it("spans the spec's range of 1 3/4 to 3 1/2 in for stretchers", () => {
    const all = STRETCHER_BORDERS.flatMap((r) => [r.blankSides, r.printedSides]);
    expect(Math.min(...all)).toBe(1.75);
    expect(Math.max(...all)).toBe(3.5);
  });

  it('adds the bar depth when the sides are left blank', () => {
    for (const row of STRETCHER_BORDERS) expect(row.blankSides).toBe(row.printedSides + row.depth);
    expect(stretcherBorder(1.5, 'image')).toBe(3.5);
    expect(stretcherBorder(1.5, null)).toBe(3.5);
  });

  it('reads unlisted depths from the next deeper bars', () => {
    expect(stretcherBorder(0.6, 'white')).toBe(2.5);
    expect(stretcherBorder(2, 'white')).toBe(3.5);
  });

  it('gives no border without mounting and 1/2 in for other boards', () => {
    expect(mountBorder('none')).toBe(0);
    expect(mountBorder('dibond')).toBe(0.5);
    expect(productionBorder(undefined, 'white')).toBe(0);
    const half = findByValue(demoConfigLists.mountings, 'half');
    expect(productionBorder(half, 'mirror')).toBe(1.75);
  });

  it('agrees with the cut margins and ink extensions of the demo catalogue', () => {
    for (const m of demoConfigLists.mountings) {
      if (!m.stretcher) {
        expect(m.additionalCanvas).toBe(mountBorder(m.value));
        continue;
      }
      expect(m.additionalCanvas).toBe(stretcherBorder(m.depth, 'white'));
      expect(m.additionalInk).toBe(2 * m.depth);
      // the blank border left by a printed wrap is the cut margin less the inked side
      expect(m.additionalCanvas - m.additionalInk / 2).toBe(stretcherBorder(m.depth, 'mirror'));
    }
  });
});
