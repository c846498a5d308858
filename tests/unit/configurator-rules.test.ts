import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConfigLists } from '../../src/domain/config-lists';
import {
  INFO_MESSAGES,
  activeInfoMessages,
  applyPreset,
  availableWraps,
  chooseFrame,
  chooseMat,
  chooseMedia,
  chooseMounting,
  chooseSize,
  chooseWrap,
  editHeight,
  editWidth,
  normalize,
  setOption,
  toggleFrame,
  toggleMat,
} from '../../src/domain/configurator-rules';
import { emptyPrintOptions, longEdge, validatePrintOptions } from '../../src/domain/print-options';
import type { PrintOptions } from '../../src/domain/print-options';
import { demoConfigLists as seed } from '../../server/db/seed/config-lists-data';
import { printOptionsArb } from './pricing/arbitraries';
import { lists, options } from './pricing/factories';

const canvas = (o: Partial<PrintOptions> = {}) =>
  normalize(options({ media: 'canvas', printWidth: 20, printHeight: 16, ...o }), lists);
const withCanvasMat: ConfigLists = {
  ...lists,
  medias: lists.medias.map((m) =>
    m.value === 'canvas' ? { ...m, options: [...m.options, 'mat'] } : m,
  ),
};

describe('choosing media', () => {
  it('resets the form but keeps size, quantity and preset', () => {
    const framed = options({
      frame: 'oak',
      mat: 'black',
      matSize: 3,
      border: 0.5,
      plexi: true,
      quantity: 4,
      preset: 'framed',
    });
    expect(chooseMedia(framed, 'matte', lists)).toEqual({
      ...emptyPrintOptions,
      media: 'matte',
      preset: 'framed',
      size: 'custom',
      printWidth: 10,
      printHeight: 8,
      quantity: 4,
    });
  });

  it('selects the varnish for canvas and clears it for other media', () => {
    expect(chooseMedia(options(), 'canvas', lists).varnish).toBe('satin');
    expect(chooseMedia(canvas({ varnish: 'gloss' }), 'lustre', lists).varnish).toBeNull();
  });
});

describe('frame', () => {
  it('turns on with the black frame and clears the border', () => {
    const on = toggleFrame(options({ border: 1 }), true, lists);
    expect(on).toMatchObject({ frame: 'black', border: null, plexi: false });
  });

  it('forces plexi above a 16" long edge', () => {
    expect(toggleFrame(options({ printWidth: 16 }), true, lists).plexi).toBe(false);
    expect(toggleFrame(options({ printWidth: 16.5 }), true, lists).plexi).toBe(true);
    const framed = toggleFrame(options({ printWidth: 20 }), true, lists);
    expect(setOption(framed, 'plexi', false, lists).plexi).toBe(true);
    expect(editWidth(toggleFrame(options(), true, lists), 18, 1.5, lists).plexi).toBe(true);
  });

  it('is disabled above a 32" long edge, and turns off when the print grows past it', () => {
    expect(toggleFrame(options({ printWidth: 33, printHeight: 20 }), true, lists).frame).toBeNull();
    const framed = toggleFrame(options({ printWidth: 30, printHeight: 20 }), true, lists);
    expect(framed.frame).toBe('black');
    expect(editWidth(framed, 33, 1.5, lists)).toMatchObject({ frame: null, plexi: false });
  });

  it('off clears the frame and plexi', () => {
    const framed = toggleFrame(options({ printWidth: 20 }), true, lists);
    expect(toggleFrame(framed, false, lists)).toMatchObject({ frame: null, plexi: false });
  });

  it('clears the border a mat set, keeping the mat', () => {
    const matted = toggleMat(options(), true, lists);
    expect(toggleFrame(matted, true, lists)).toMatchObject({
      frame: 'black',
      mat: 'white',
      border: null,
    });
  });

  it('keeps the border when another frame is chosen', () => {
    const framedThenMatted = toggleMat(toggleFrame(options(), true, lists), true, lists);
    expect(chooseFrame(framedThenMatted, 'white', lists)).toMatchObject({ border: 0.5 });
  });

  it('chooses another frame without losing a chosen plexi', () => {
    const framed = setOption(toggleFrame(options(), true, lists), 'plexi', true, lists);
    expect(chooseFrame(framed, 'oak', lists)).toMatchObject({ frame: 'oak', plexi: true });
  });
});

describe('mounting required by a frame', () => {
  it('mounts an unmatted paper print on mdf', () => {
    expect(toggleFrame(options(), true, lists).mountingOrStretcher).toBe('mdf');
    expect(
      toggleFrame(options({ mountingOrStretcher: 'none' }), true, lists).mountingOrStretcher,
    ).toBe('mdf');
  });

  it('leaves a matted print unmounted', () => {
    const matted = toggleMat(options({ mountingOrStretcher: 'mdf' }), true, lists);
    expect(toggleFrame(matted, true, lists).mountingOrStretcher).toBe('none');
  });

  it("moves a stretched canvas onto the 'one' stretcher with a white wrap", () => {
    const framed = toggleFrame(
      canvas({ mountingOrStretcher: 'half', wrap: 'mirror' }),
      true,
      lists,
    );
    expect(framed).toMatchObject({ frame: 'black', mountingOrStretcher: 'one', wrap: 'white' });
  });

  it('mounts an unstretched canvas on mdf', () => {
    expect(toggleFrame(canvas(), true, lists).mountingOrStretcher).toBe('mdf');
  });
});

describe('mat', () => {
  it('turns on white, 2" wide, with a 1/2" border and no mounting for paper', () => {
    const on = toggleMat(options({ border: 3, mountingOrStretcher: 'mdf' }), true, lists);
    expect(on).toMatchObject({
      mat: 'white',
      matSize: 2,
      border: 0.5,
      mountingOrStretcher: 'none',
    });
  });

  it('keeps the mounting of a canvas', () => {
    const o = normalize(
      options({ media: 'canvas', mountingOrStretcher: 'half', wrap: 'white' }),
      withCanvasMat,
    );
    expect(toggleMat(o, true, withCanvasMat).mountingOrStretcher).toBe('half');
  });

  it('keeps the size when another mat is chosen', () => {
    const on = setOption(toggleMat(options(), true, lists), 'matSize', 3, lists);
    expect(chooseMat(on, 'black', lists)).toMatchObject({ mat: 'black', matSize: 3 });
  });

  it('off clears the mat, its size and its border', () => {
    const off = toggleMat(toggleMat(options(), true, lists), false, lists);
    expect(off).toMatchObject({ mat: null, matSize: null, border: null });
  });
});

describe('wraps', () => {
  it('offers only white for a framed stretched canvas, and forces it', () => {
    const framed = toggleFrame(
      canvas({ mountingOrStretcher: 'half', wrap: 'mirror' }),
      true,
      lists,
    );
    expect(availableWraps(framed, lists).map((w) => w.value)).toEqual(['white']);
    expect(chooseWrap(framed, 'mirror', lists).wrap).toBe('white');
  });

  it('offers every wrap to an unframed stretched canvas, and none without a stretcher or to paper', () => {
    expect(availableWraps(canvas({ mountingOrStretcher: 'half' }), lists)).toHaveLength(5);
    expect(availableWraps(canvas({ mountingOrStretcher: 'mdf' }), lists)).toEqual([]);
    expect(availableWraps(canvas(), lists)).toEqual([]);
    expect(availableWraps(options(), lists)).toEqual([]);
  });

  it('drops the wrap when the canvas leaves its stretcher', () => {
    const stretched = canvas({ mountingOrStretcher: 'half', wrap: 'mirror' });
    expect(chooseMounting(stretched, 'mdf', lists).wrap).toBeNull();
  });

  it('starts an unframed stretched canvas with no wrap', () => {
    const mounted = canvas({ mountingOrStretcher: 'mdf', wrap: 'mirror' });
    expect(chooseMounting(mounted, 'half', lists).wrap).toBeNull();
    const stretched = canvas({ mountingOrStretcher: 'half', wrap: 'mirror' });
    expect(chooseMounting(stretched, 'oneAndHalf', lists).wrap).toBe('mirror');
  });

  it('drops the forced white wrap when the frame goes', () => {
    const framed = toggleFrame(
      canvas({ mountingOrStretcher: 'half', wrap: 'mirror' }),
      true,
      lists,
    );
    expect(toggleFrame(framed, false, lists)).toMatchObject({ frame: null, wrap: null });
  });

  it('keeps a wrap colour only for a colour wrap', () => {
    const stretched = canvas({ mountingOrStretcher: 'half' });
    const coloured = setOption(
      chooseWrap(stretched, 'color', lists),
      'wrapColor',
      '#123456',
      lists,
    );
    expect(coloured.wrapColor).toBe('#123456');
    expect(chooseWrap(coloured, 'mirror', lists).wrapColor).toBeNull();
  });
});

describe('options the media does not offer', () => {
  it.each([
    ['deckling', true, false],
    ['varnish', 'satin', null],
    ['wrap', 'mirror', null],
    ['mountingOrStretcher', 'half', null],
  ] as const)('resets %s on lustre', (field, value, reset) => {
    expect(setOption(options(), field, value, lists)[field]).toBe(reset);
  });

  it('resets a mat and a border on canvas', () => {
    expect(normalize(canvas({ mat: 'white', matSize: 2, border: 1 }), lists)).toMatchObject({
      mat: null,
      matSize: null,
      border: null,
    });
  });
});

describe('size', () => {
  it('derives the other side from the image ratio, to the half inch', () => {
    // ratio 1.5: 17 / 1.5 = 11.33 -> 11.5; 10.3 -> 10.5, and 10.5 x 1.5 = 15.75 -> 16
    expect(editWidth(options(), 17, 1.5, lists)).toMatchObject({
      size: 'custom',
      printWidth: 17,
      printHeight: 11.5,
    });
    expect(editHeight(options(), 10.3, 1.5, lists)).toMatchObject({
      printWidth: 16,
      printHeight: 10.5,
    });
  });

  it("derives the other side from the rounded side, so the server knows the size as the image's", () => {
    // ratio 1.25: 20.3 -> 20.5, 20.5 / 1.25 = 16.4 -> 16.5; from the 20.3 typed, 16.24 -> 16
    // would make 20.5 x 16, which neither side derives
    const o = editWidth(options(), 20.3, 1.25, lists);
    expect(o).toMatchObject({ printWidth: 20.5, printHeight: 16.5 });
    expect(validatePrintOptions(o, lists, 1.25)).toEqual({});
  });

  it('sets both sides from a long edge, or clears them for none', () => {
    expect(chooseSize(options(), 24, 0.75, lists)).toMatchObject({
      size: 24,
      printWidth: 18,
      printHeight: 24,
    });
    expect(chooseSize(options(), 'none', 1.5, lists)).toMatchObject({
      printWidth: null,
      printHeight: null,
    });
    expect(chooseSize(options(), 'custom', 1.5, lists)).toMatchObject({
      printWidth: 10,
      printHeight: 8,
    });
  });
});

describe('presets', () => {
  it('applies media, size and options over a fresh form', () => {
    const preset = lists.presets.find((p) => p.value === 'gallery-wrap');
    if (!preset) throw new Error('no preset');
    const o = applyPreset(options({ frame: 'black', quantity: 2 }), preset, 1.5, lists);
    expect(o).toEqual({
      ...emptyPrintOptions,
      preset: 'gallery-wrap',
      media: 'canvas',
      size: 24,
      printWidth: 24,
      printHeight: 16,
      mountingOrStretcher: 'oneAndHalf',
      wrap: 'mirror',
      varnish: 'satin',
      quantity: 2,
    });
  });

  it('keeps the current size when the preset has none', () => {
    const preset = lists.presets.find((p) => p.value === 'print-only');
    if (!preset) throw new Error('no preset');
    expect(applyPreset(options({ printWidth: 15 }), preset, 1.5, lists)).toMatchObject({
      media: 'lustre',
      border: 1,
      printWidth: 15,
      printHeight: 8,
    });
  });
});

describe('info messages', () => {
  it('are the spec texts', () => {
    expect(Object.values(INFO_MESSAGES)).toEqual([
      'A white wrap is used with a frame.',
      'Frames are disabled for prints over 32".',
      'Plexi is used for prints over 16".',
      "All frames are 1' wide",
    ]);
  });

  it('tell which apply', () => {
    // The frames' width is said only with a frame on.
    expect(activeInfoMessages(options(), lists)).toEqual([]);
    expect(activeInfoMessages(toggleFrame(options(), true, lists), lists)).toEqual(['frameWidth']);
    expect(activeInfoMessages(options({ printWidth: 33 }), lists)).toEqual(['framesDisabled']);
    const bigFramed = toggleFrame(options({ printWidth: 20 }), true, lists);
    expect(activeInfoMessages(bigFramed, lists)).toEqual(['frameWidth', 'plexi']);
    const framedCanvas = toggleFrame(
      canvas({ mountingOrStretcher: 'half', wrap: 'white' }),
      true,
      lists,
    );
    expect(activeInfoMessages(framedCanvas, lists)).toEqual(['frameWidth', 'whiteWrap']);
    expect(activeInfoMessages({ ...emptyPrintOptions }, lists)).toEqual([]);
  });
});

describe('normalize over the demo catalogue', () => {
  it('is idempotent and leaves every standing rule true', () => {
    fc.assert(
      fc.property(printOptionsArb, (o) => {
        const n = normalize(o, seed);
        expect(normalize(n, seed)).toEqual(n);
        if (longEdge(n) > 32) expect(n.frame).toBeNull();
        if (n.frame === null) expect(n.plexi).toBe(false);
        if (n.mat === null) expect(n.matSize).toBeNull();
      }),
    );
  });
});
