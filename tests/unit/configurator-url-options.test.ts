// The configuration in the /order URL: every option round-trips through the search params the
// router would give back, defaults stay out of the URL, and the route's schema drops bad values.
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { demoConfigLists as lists } from '../../server/db/seed/config-lists-data';
import { applyPreset, normalize } from '../../src/domain/configurator-rules';
import { emptyPrintOptions } from '../../src/domain/print-options';
import type { PrintOptions } from '../../src/domain/print-options';
import {
  decodeOptions,
  encodeOptions,
  forAnotherImage,
  hasConfiguration,
  withOptions,
} from '../../src/features/configurator/url-options';
import { createAppRouter } from '../../src/router';
import { orderSearch, type OptionParams } from '../../src/routes/search-params';

const RATIO = 4 / 3;

/** How the app's router reads and writes a search (`color=123456` comes back a number). */
const { parseSearch, stringifySearch } = createAppRouter(
  { currentUser: () => Promise.resolve(null) },
  createMemoryHistory(),
).options;
/** An /order URL's search as the route's schema reads it. */
const fromUrl = (query: string) => orderSearch.parse(parseSearch(query));
const throughUrl = (params: OptionParams) =>
  orderSearch.parse(parseSearch(stringifySearch(params)));

const framed: PrintOptions = {
  ...emptyPrintOptions,
  preset: 'framed-fine-art',
  media: 'photo-rag',
  size: 16,
  printWidth: 16,
  printHeight: 12,
  border: 0.5,
  frame: 'black',
  mat: 'white',
  matSize: 2,
  mountingOrStretcher: 'none',
};

/** A canvas in a custom size with a colour wrap whose hex looks like a number. */
const colourCanvas: PrintOptions = {
  ...emptyPrintOptions,
  preset: null,
  media: 'canvas',
  size: 'custom',
  printWidth: 30,
  printHeight: 22.5,
  mountingOrStretcher: 'threeQuarter',
  wrap: 'color',
  wrapColor: '#123456',
  varnish: 'satin',
  quantity: 12,
};

describe('encodeOptions', () => {
  it('writes short, readable params and leaves defaults out', () => {
    expect(encodeOptions(framed)).toEqual({
      preset: 'framed-fine-art',
      media: 'photo-rag',
      size: 16,
      border: 0.5,
      frame: 'black',
      mat: 'white',
      mat_w: 2,
      mount: 'none',
    });
  });

  it('marks a configuration without preset as custom, with width and height for a custom size', () => {
    const o = {
      ...emptyPrintOptions,
      media: 'lustre',
      size: 'custom' as const,
      printWidth: 13.5,
      printHeight: 10,
    };
    expect(encodeOptions(o)).toEqual({
      preset: 'custom',
      media: 'lustre',
      size: 'custom',
      w: 13.5,
      h: 10,
    });
  });

  it('writes flags as 1, the wrap colour without #, and a quantity above 1', () => {
    const o: PrintOptions = {
      ...emptyPrintOptions,
      media: 'canvas',
      wrap: 'color',
      wrapColor: '#3A5F7D',
      plexi: true,
      deckling: true,
      quantity: 3,
    };
    expect(encodeOptions(o)).toMatchObject({
      wrap: 'color',
      color: '3a5f7d',
      plexi: 1,
      torn: 1,
      qty: 3,
    });
  });
});

describe('decodeOptions', () => {
  it('returns null without a preset param: the preset step shows', () => {
    expect(decodeOptions(fromUrl('?image_id=3&mode=create'), RATIO)).toBeNull();
    expect(hasConfiguration(fromUrl('?image_id=3'))).toBe(false);
    expect(hasConfiguration(fromUrl('?image_id=3&preset=custom'))).toBe(true);
  });

  it('derives the other side of a listed size from the image ratio', () => {
    const o = decodeOptions({ preset: 'custom', media: 'lustre', size: 16 }, 3 / 4);
    expect(o).toMatchObject({ size: 16, printWidth: 12, printHeight: 16 });
  });

  it('round-trips every preset of the demo catalogue through the URL', () => {
    for (const preset of lists.presets) {
      const o = applyPreset(emptyPrintOptions, preset, RATIO, lists);
      // The schema reads back what was written: useConfiguration knows its own writes by it.
      expect(throughUrl(encodeOptions(o))).toEqual(encodeOptions(o));
      const back = decodeOptions(throughUrl(encodeOptions(o)), RATIO);
      expect(back).toEqual(o);
    }
  });

  it('round-trips a colour wrap whose hex looks like a number', () => {
    const o = normalize(colourCanvas, lists);
    expect(throughUrl(encodeOptions(o))).toEqual(encodeOptions(o));
    const back = decodeOptions(throughUrl(encodeOptions(o)), RATIO);
    expect(back).toEqual(o);
  });

  it('drops values that are not numbers or colours', () => {
    const o = decodeOptions(
      fromUrl('?preset=custom&size=custom&w=wide&h=10&border=x&color=blue&qty='),
      RATIO,
    );
    expect(o).toMatchObject({
      printWidth: null,
      printHeight: 10,
      border: null,
      wrapColor: null,
      quantity: 1,
    });
  });
});

describe('the /order route schema', () => {
  it('drops a bad option value and a key it does not know, instead of failing the page', () => {
    const search = fromUrl(
      '?image_id=12&mode=create&preset=framed-fine-art&size=abc&qty=-x&color=zzz&w=wide&plexi=yes&utm=mail',
    );
    expect(search).toEqual({ image_id: 12, mode: 'create', preset: 'framed-fine-art' });
    expect(search).not.toHaveProperty('utm');
  });

  it('keeps good values, typed: trimmed text, numbers, a custom size, flags, a bare hex', () => {
    expect(
      fromUrl(
        '?preset=%20custom%20&media=123&size=custom&w=13.5&h=%2210%22&color=%23ABCDEF&plexi=true&torn=1&qty=3',
      ),
    ).toEqual({
      preset: 'custom',
      media: '123',
      size: 'custom',
      w: 13.5,
      h: 10,
      color: 'abcdef',
      plexi: 1,
      torn: 1,
      qty: 3,
    });
    expect(fromUrl('?size=0&color=123456')).toEqual({ color: '123456' });
  });

  it('gives decodeOptions the options it read from these URLs before the schema', () => {
    const shared =
      '?image_id=12&mode=create&preset=framed-fine-art&media=photo-rag&size=16&border=0.5' +
      '&frame=black&mat=white&mat_w=2&mount=none';
    expect(decodeOptions(fromUrl(shared), RATIO)).toEqual(framed);
    const canvas =
      '?image_id=5&mode=create&preset=custom&media=canvas&size=custom&w=30&h=22.5' +
      '&mount=threeQuarter&wrap=color&color=123456&varnish=satin&torn=1&qty=12&utm=mail';
    expect(decodeOptions(fromUrl(canvas), RATIO)).toEqual({ ...colourCanvas, deckling: true });
    const junk =
      '?image_id=5&mode=create&preset=%20gallery-wrap%20&media=canvas&size=abc&border=x' +
      '&wrap=color&color=%23ABCDEF&plexi=true&qty=-x&torn=0';
    expect(decodeOptions(fromUrl(junk), RATIO)).toEqual({
      ...emptyPrintOptions,
      preset: 'gallery-wrap',
      media: 'canvas',
      wrap: 'color',
      wrapColor: '#abcdef',
      plexi: true,
    });
  });
});

describe('withOptions', () => {
  it('keeps the route params and replaces only the configuration', () => {
    const search = { image_id: 7, mode: 'create', preset: 'x', frame: 'oak', utm: 'mail' };
    expect(withOptions(search, { ...emptyPrintOptions, media: 'lustre' })).toEqual({
      image_id: 7,
      mode: 'create',
      utm: 'mail',
      preset: 'custom',
      media: 'lustre',
    });
    expect(withOptions(search, null)).toEqual({ image_id: 7, mode: 'create', utm: 'mail' });
  });
});

describe('forAnotherImage', () => {
  it('carries a custom size as its long edge, so it fits the other image’s ratio', () => {
    const o = { ...framed, size: 'custom' as const, printWidth: 20, printHeight: 15 };
    expect(forAnotherImage(o)).toMatchObject({ size: 20 });
    expect(forAnotherImage(o)).not.toHaveProperty('w');
  });
});
