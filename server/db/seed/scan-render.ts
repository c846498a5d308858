// Turns a painting into a "scan": the SVG is drawn small (about 1100 px on the long side, where
// librsvg is quick), warped so edges wobble like brushwork, scaled up to the scan's real pixel
// size, given the canvas weave or paper tooth of its medium at full size, and encoded as JPEG.
// Drawing at full size would cost seconds per image; this costs a few hundred milliseconds.
import { encodeJpeg, rasterizeSvg, resizeRaw } from '../../repositories/media.repository';
import { paintSvg, type Genre, type Medium, type Palette } from './paintings';
import { applyTexture, textureTile, warp } from './paintings/texture';
import { Rng } from './prng';

export const RENDER_LONG_SIDE = 1100;

export interface ScanJob {
  genre: Genre;
  medium: Medium;
  palette: Palette;
  seed: number;
  width: number;
  height: number;
}

const tiles = new Map<Medium, Int8Array>();
function tileFor(medium: Medium): Int8Array {
  let tile = tiles.get(medium);
  if (!tile) {
    tile = textureTile(medium, new Rng(7919).fork(medium));
    tiles.set(medium, tile);
  }
  return tile;
}

function warpAmount(genre: Genre | 'portrait', medium: Medium, shortSide: number): number {
  const byGenre = genre === 'geometric' ? 0.35 : genre === 'cityscape' ? 0.6 : 1;
  const byMedium = medium === 'Watercolor' ? 1.3 : medium === 'Charcoal' ? 0.8 : 1;
  return (shortSide / 100) * 0.75 * byGenre * byMedium;
}

/** The painting at its render size, as SVG. */
export function paintingSvg(job: ScanJob, renderLong = RENDER_LONG_SIDE): string {
  const scale = Math.min(1, renderLong / Math.max(job.width, job.height));
  const width = Math.max(16, Math.round(job.width * scale));
  const height = Math.max(16, Math.round(job.height * scale));
  return paintSvg(job.genre, {
    width,
    height,
    rng: new Rng(job.seed),
    palette: job.palette,
    medium: job.medium,
  });
}

export interface FinishOptions {
  width: number;
  height: number;
  medium: Medium;
  seed: number;
  genre: Genre | 'portrait';
  quality?: number;
  /** Multiplies the painterly warp; 0 keeps ruled edges straight (mockups). */
  warp?: number;
}

/** Rasterises a painted SVG, warps it, scales it to width x height, textures and encodes it. */
export async function finishPainting(svg: string, o: FinishOptions): Promise<Buffer> {
  const small = await rasterizeSvg(svg);
  const amount = warpAmount(o.genre, o.medium, Math.min(small.width, small.height)) * (o.warp ?? 1);
  const warped = {
    ...small,
    data: warp(small.data, small.width, small.height, new Rng(o.seed).fork('warp'), amount),
  };
  const full =
    warped.width === o.width && warped.height === o.height
      ? warped
      : await resizeRaw(warped, o.width, o.height);
  applyTexture(full.data, full.width, full.height, tileFor(o.medium));
  return encodeJpeg(full, o.quality ?? 86);
}

/** The JPEG scan of a planned artwork at job.width x job.height. */
export function renderScan(job: ScanJob, quality = 86): Promise<Buffer> {
  return finishPainting(paintingSvg(job), { ...job, quality });
}
