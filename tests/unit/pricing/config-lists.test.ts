import { describe, expect, it } from 'vitest';
import {
  calculationTypes,
  configListNames,
  configListsSchema,
  pricingSchema,
  productSchema,
  wrapTypes,
} from '../../../src/domain/config-lists';
import { applyPreset } from '../../../src/domain/configurator-rules';
import { emptyPrintOptions, validatePrintOptions } from '../../../src/domain/print-options';
import { demoConfigLists as seed, demoProducts } from '../../../server/db/seed/config-lists-data';
import { lists } from './factories';

describe('config list schemas', () => {
  it('name the nine lists the server serves', () => {
    expect(configListNames).toEqual([
      'frames',
      'mats',
      'medias',
      'mountings',
      'presets',
      'pricing',
      'printSizes',
      'varnishes',
      'wraps',
    ]);
  });

  it('accept the demo catalogue and the test lists', () => {
    expect(configListsSchema.parse(seed)).toEqual(seed);
    expect(configListsSchema.parse(lists)).toEqual(lists);
    for (const p of demoProducts) expect(productSchema.omit({ id: true }).parse(p)).toEqual(p);
  });

  it('refuse bad data', () => {
    const badFrame = { ...seed, frames: [{ ...seed.frames[0], color: 'black' }] };
    expect(configListsSchema.safeParse(badFrame).success).toBe(false);
    expect(pricingSchema.safeParse({ ...seed.pricing, scanMin: 200 }).success).toBe(false);
    expect(pricingSchema.safeParse({ ...seed.pricing, loggedInDiscount: 10 }).success).toBe(false);
    const stretcherWithoutDepth = { value: 'x', text: 'X', stretcher: true, pricePerLinearIn: 1 };
    expect(configListsSchema.shape.mountings.safeParse([stretcherWithoutDepth]).success).toBe(
      false,
    );
  });
});

describe('demo catalogue', () => {
  const values = (list: readonly { value: string }[]) => list.map((i) => i.value);

  it('has what the configurator rules name', () => {
    expect(values(seed.frames)).toEqual(expect.arrayContaining(['black', 'white']));
    expect(new Set(seed.frames.map((f) => f.finish))).toEqual(
      new Set(['wood', 'metal', 'painted']),
    );
    expect(seed.frames.every((f) => f.width === 1)).toBe(true);
    expect(values(seed.mats)).toContain('white');
    expect(values(seed.mountings)).toEqual(
      expect.arrayContaining(['none', 'mdf', 'sintra', 'foamcore', 'one']),
    );
    const depths = seed.mountings.flatMap((m) => (m.stretcher ? [m.depth] : []));
    expect(depths).toEqual(expect.arrayContaining([0.5, 0.75, 1.5]));
    expect(seed.wraps.map((w) => w.type)).toEqual([...wrapTypes]);
  });

  it('is big enough to be a shop', () => {
    expect(seed.frames.length).toBeGreaterThanOrEqual(6);
    expect(seed.mats.length).toBeGreaterThanOrEqual(6);
    expect(seed.medias.length).toBeGreaterThanOrEqual(6);
    expect(seed.varnishes.length).toBeGreaterThanOrEqual(2);
    expect(seed.presets.length).toBeGreaterThanOrEqual(5);
    expect(seed.printSizes[0]).toBe(8);
    expect(seed.printSizes.at(-1)).toBe(60);
    expect(new Set(demoProducts.map((p) => p.calculation_type))).toEqual(new Set(calculationTypes));
  });

  it.each([1.5, 0.75])('gives valid print options from every preset (image ratio %d)', (ratio) => {
    for (const preset of seed.presets) {
      const o = applyPreset(emptyPrintOptions, preset, ratio, seed);
      expect({ preset: preset.value, errors: validatePrintOptions(o, seed, ratio) }).toEqual({
        preset: preset.value,
        errors: {},
      });
    }
  });
});
