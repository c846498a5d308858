// What the preview draws, in inches and pixels: the finished outside size of each kind of
// piece, the wrap and board sides, and a layout that always fits the canvas.
import { describe, expect, it } from 'vitest';
import { demoConfigLists as lists } from '../../server/db/seed/config-lists-data';
import { applyPreset } from '../../src/domain/configurator-rules';
import { emptyPrintOptions } from '../../src/domain/print-options';
import type { PrintOptions } from '../../src/domain/print-options';
import { layoutPiece } from '../../workers/preview/layout';
import { buildScene, UNSIZED_LONG_EDGE } from '../../workers/preview/scene';

const RATIO = 4 / 3;
const preset = (value: string, ratio = RATIO) =>
  applyPreset(
    emptyPrintOptions,
    lists.presets.find((p) => p.value === value)!,
    ratio,
    lists,
  );

describe('buildScene', () => {
  it('a framed, matted print: image + border + mat + frame on each side', () => {
    const s = buildScene(preset('framed-fine-art'), lists, RATIO);
    // 16 x 12 image, 0.5 border, 2 mat, 1 frame: 16 + 2 * 3.5 = 23 by 12 + 7 = 19.
    expect(s.outside).toEqual({ width: 23, height: 19, depth: null });
    expect(s.label).toBe('Finished size 23 x 19 in');
    expect(s.mat).toEqual({ color: '#f7f6f1', width: 2 });
    expect(s.frame?.value).toBe('black');
    expect(s.glazing).toBe('glass');
    expect(s.edge).toBeNull();
  });

  it('a gallery wrap shows its side with the bar depth in the label', () => {
    const s = buildScene(preset('gallery-wrap'), lists, RATIO);
    expect(s.edge).toEqual({ kind: 'wrap', depth: 1.5, wrap: 'mirror', color: null });
    expect(s.outside).toEqual({ width: 24, height: 18, depth: 1.5 });
    expect(s.label).toBe('Finished size 24 x 18 x 1.5 in');
    expect(s.canvas).toBe(true);
  });

  it('an image wrap turns the bar depth of each side round the edge', () => {
    const o: PrintOptions = { ...preset('gallery-wrap'), wrap: 'image' };
    const s = buildScene(o, lists, RATIO);
    expect(s.face).toEqual({ width: 21, height: 15 });
    expect(s.outside.width).toBe(21);
  });

  it('a colour wrap carries its colour; a framed canvas hides its sides', () => {
    const colour = buildScene(
      { ...preset('gallery-wrap'), wrap: 'color', wrapColor: '#224466' },
      lists,
      RATIO,
    );
    expect(colour.edge).toMatchObject({ wrap: 'color', color: '#224466' });
    const framed = buildScene(preset('framed-canvas'), lists, RATIO);
    expect(framed.edge).toBeNull();
    expect(framed.outside).toEqual({ width: 22, height: 17, depth: null });
  });

  it('a board mount shows a slim board edge; a deckled print keeps its torn edge', () => {
    expect(buildScene(preset('mounted-print'), lists, RATIO).edge).toMatchObject({ kind: 'board' });
    const deckled = buildScene(preset('deckled-print'), lists, RATIO);
    expect(deckled.deckle).toBe(true);
    expect(deckled.border).toBe(1);
  });

  it('without a size it draws the image at a default size and asks for one', () => {
    const s = buildScene(emptyPrintOptions, lists, 0.5);
    expect(s.sized).toBe(false);
    expect(s.image.height).toBe(UNSIZED_LONG_EDGE);
    expect(s.label).toBe('Choose a size');
  });
});

describe('layoutPiece', () => {
  const inside = (r: { x: number; y: number; w: number; h: number }, w: number, h: number) =>
    r.x >= 0 && r.y >= 0 && r.x + r.w <= w && r.y + r.h <= h;

  it('fits every preset, portrait and landscape, in the 500 px canvas with room for the labels', () => {
    for (const p of lists.presets) {
      for (const ratio of [0.5, 0.8, 1, 1.5, 3]) {
        const scene = buildScene(preset(p.value, ratio), lists, ratio);
        const l = layoutPiece(scene, 500, 430);
        expect(
          inside({ ...l.front, w: l.front.w + l.dx, h: l.front.h + l.dy }, 500 - 30, 430 - 50),
        ).toBe(true);
        expect(l.scale).toBeGreaterThan(0);
      }
    }
  });

  it('nests frame, mat opening and image inside each other at the same scale', () => {
    const scene = buildScene(preset('framed-fine-art'), lists, RATIO);
    const l = layoutPiece(scene, 500, 430);
    expect(l.inner!.x - l.front.x).toBeCloseTo(1 * l.scale);
    expect(l.opening!.x - l.inner!.x).toBeCloseTo(2 * l.scale);
    expect(l.image.x - l.sheet.x).toBeCloseTo(0.5 * l.scale);
    expect(l.image.w / l.image.h).toBeCloseTo(16 / 12);
  });

  it('does not blow a small print up to fill the wall', () => {
    const small = {
      ...preset('print-only'),
      size: 8 as const,
      printWidth: 8,
      printHeight: 6,
      border: null,
    };
    const l = layoutPiece(buildScene(small, lists, RATIO), 500, 430);
    expect(l.front.w).toBeLessThan(500 * 0.6);
  });
});
