// The preview renderer: canvases attached by target, renders of print options onto them,
// the image palette and the colour at a point. The worker exposes it through comlink; the page
// runs the very same object when the worker cannot start (see createPreviewApi).
import { latestOnly } from '../../src/domain/latest-only';
import type { Outcome } from '../../src/domain/latest-only';
import type { ConfigLists } from '../../src/domain/config-lists';
import { loadBitmap, loadedBitmap } from './assets';
import type { Ctx } from './ctx';
import { drawScene } from './draw-scene';
import type { DrawnScene } from './draw-scene';
import { extractPalette, toHex } from './palette';
import { buildScene } from './scene';
import type { PreviewRequest, PreviewResult, PreviewTarget } from './types';

type Surface = OffscreenCanvas | HTMLCanvasElement;

interface Attached {
  canvas: Surface;
  ctx: Ctx;
  drawn: DrawnScene | null;
  imageUrl: string | null;
  dpr: number;
}

/** Swatches for the sample picture (no image file): its sky, sand, hills and sun. */
const SAMPLE_PALETTE = ['#9fb9cf', '#e8d9bf', '#7d8f6a', '#5f7458', '#44583f', '#fff4d6'];
const PALETTE_SIZE = 64;

function context(canvas: Surface): Ctx {
  // The union of the two canvases widens getContext's overloads; '2d' gives a 2D context.
  const ctx = (canvas as OffscreenCanvas).getContext('2d', { alpha: false });
  if (!ctx) throw new Error('2D canvas is not available.');
  return ctx;
}

function pixelReader(bitmap: ImageBitmap) {
  const c = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = c.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(bitmap, 0, 0);
  return ctx;
}

export class PreviewRenderer {
  private surfaces = new Map<PreviewTarget, Attached>();
  private palettes = new Map<string, Promise<string[]>>();
  private readers = new Map<string, OffscreenCanvasRenderingContext2D | null>();

  attach(target: PreviewTarget, canvas: Surface) {
    this.surfaces.set(target, {
      canvas,
      ctx: context(canvas),
      drawn: null,
      imageUrl: null,
      dpr: 1,
    });
  }

  detach(target: PreviewTarget) {
    this.surfaces.delete(target);
  }

  async render(req: PreviewRequest): Promise<PreviewResult> {
    const t0 = performance.now();
    const surface = this.surfaces.get(req.target);
    if (!surface) throw new Error(`No canvas attached for the ${req.target} preview.`);
    if (!req.lists) throw new Error('The preview has no config lists yet.');
    const scene = buildScene(req.options, req.lists, req.image.ratio);
    const [bitmap, straight, corner] = await Promise.all([
      req.image.url ? loadBitmap(req.image.url) : null,
      scene.frame ? loadBitmap(scene.frame.straightImage) : null,
      scene.frame ? loadBitmap(scene.frame.cornerImage) : null,
    ]);
    const t1 = performance.now();
    const pw = Math.max(1, Math.round(req.width * req.dpr));
    const ph = Math.max(1, Math.round(req.height * req.dpr));
    if (surface.canvas.width !== pw) surface.canvas.width = pw;
    if (surface.canvas.height !== ph) surface.canvas.height = ph;
    const art = { bitmap, frame: { straight, corner } };
    surface.drawn = drawScene(surface.ctx, scene, art, req.width, req.height, req.dpr);
    if (req.flush) surface.ctx.getImageData(0, 0, 1, 1);
    surface.imageUrl = req.image.url;
    surface.dpr = req.dpr;
    const t2 = performance.now();
    return {
      drawMs: t2 - t1,
      totalMs: t2 - t0,
      label: scene.label,
      frameSource: surface.drawn.frameSource,
    };
  }

  /** Up to six main colours of the image, largest first. */
  palette(url: string | null): Promise<string[]> {
    if (!url) return Promise.resolve(SAMPLE_PALETTE);
    let found = this.palettes.get(url);
    if (!found) {
      found = loadBitmap(url).then((bitmap) => {
        if (!bitmap) {
          this.palettes.delete(url);
          return [];
        }
        const w = PALETTE_SIZE;
        const h = Math.max(1, Math.round((PALETTE_SIZE * bitmap.height) / bitmap.width));
        const small = new OffscreenCanvas(w, h).getContext('2d', { willReadFrequently: true });
        if (!small) return [];
        small.drawImage(bitmap, 0, 0, w, h);
        return extractPalette(small.getImageData(0, 0, w, h).data, 6);
      });
      this.palettes.set(url, found);
    }
    return found;
  }

  /** The colour under (x, y) CSS px of a rendered preview: the artwork's own pixel when the
   * point is on the artwork (no sheen or weave), else what was drawn there. */
  colorAt(target: PreviewTarget, x: number, y: number): string | null {
    const s = this.surfaces.get(target);
    if (!s?.drawn) return null;
    const { image } = s.drawn.layout;
    const crop = s.drawn.faceCrop;
    const inside = x >= image.x && y >= image.y && x < image.x + image.w && y < image.y + image.h;
    const bitmap = s.imageUrl ? loadedBitmap(s.imageUrl) : undefined;
    if (inside && crop && bitmap && s.imageUrl) {
      if (!this.readers.has(s.imageUrl)) this.readers.set(s.imageUrl, pixelReader(bitmap));
      const reader = this.readers.get(s.imageUrl);
      if (reader) {
        const sx = Math.floor(crop.sx + ((x - image.x) / image.w) * crop.sw);
        const sy = Math.floor(crop.sy + ((y - image.y) / image.h) * crop.sh);
        const d = reader.getImageData(sx, sy, 1, 1).data;
        return toHex([d[0] ?? 0, d[1] ?? 0, d[2] ?? 0]);
      }
    }
    const px = Math.floor(x * s.dpr);
    const py = Math.floor(y * s.dpr);
    if (px < 0 || py < 0 || px >= s.canvas.width || py >= s.canvas.height) return null;
    const d = s.ctx.getImageData(px, py, 1, 1).data;
    return toHex([d[0] ?? 0, d[1] ?? 0, d[2] ?? 0]);
  }
}

/**
 * The preview's API: renders coalesced per canvas (only the newest request of a burst is
 * drawn; the others answer 'superseded'), palette and eyedropper. One factory for the worker
 * and for the page's fallback, so both behave the same.
 */
export function createPreviewApi(renderer = new PreviewRenderer()) {
  let lists: ConfigLists | null = null;
  const draw = (req: PreviewRequest) => renderer.render({ ...req, lists: req.lists ?? lists });
  const queues: Record<PreviewTarget, (req: PreviewRequest) => Promise<Outcome<PreviewResult>>> = {
    main: latestOnly(draw),
    large: latestOnly(draw),
  };
  return {
    attach(target: PreviewTarget, canvas: Surface): void {
      renderer.attach(target, canvas);
    },
    detach(target: PreviewTarget): void {
      renderer.detach(target);
    },
    render(req: PreviewRequest): Promise<Outcome<PreviewResult>> {
      if (req.lists) lists = req.lists;
      return queues[req.target](req);
    },
    palette(url: string | null): Promise<string[]> {
      return renderer.palette(url);
    },
    colorAt(target: PreviewTarget, x: number, y: number): string | null {
      return renderer.colorAt(target, x, y);
    },
  };
}
