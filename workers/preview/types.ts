// The preview's contract between the page and whoever renders (the worker, or the page itself
// when the worker fails): plain structured-cloneable data only.
import type { ConfigLists } from '../../src/domain/config-lists';
import type { PrintOptions } from '../../src/domain/print-options';

/** 'main' is the 500 px preview beside the options; 'large' the enlarged view on demand. */
export type PreviewTarget = 'main' | 'large';

export interface PreviewImage {
  /** A preview file (600 or 1200 px wide); null draws a neutral sample picture. */
  url: string | null;
  /** width / height */
  ratio: number;
}

export interface PreviewRequest {
  target: PreviewTarget;
  image: PreviewImage;
  options: PrintOptions;
  /** null: the lists of the previous request (the page sends them only when they change). */
  lists: ConfigLists | null;
  /** CSS pixels of the canvas and the device pixel ratio to draw at. */
  width: number;
  height: number;
  dpr: number;
  /** Read one pixel back after drawing, so drawMs includes rasterising the drawing (canvas
   * commands are otherwise recorded and rasterised later). For benchmarks only: a readback
   * can move a GPU canvas to the CPU. */
  flush?: boolean;
}

export interface PreviewResult {
  /** Milliseconds spent drawing (assets already loaded). */
  drawMs: number;
  /** Milliseconds from the start of the render, asset loading included. */
  totalMs: number;
  /** The finished-size caption drawn under the piece, for screen readers too. */
  label: string;
  /** Whether the frame came from the moulding pictures or was drawn from its colour. */
  frameSource: 'images' | 'drawn' | null;
}

/** A rectangle in CSS pixels of the canvas. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
