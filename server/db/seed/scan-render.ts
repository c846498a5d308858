// Turns a painting into a "scan": the SVG is drawn small (about 1400 px on the long side, where
// librsvg is quick), warped so edges wobble like brushwork, scaled up to the scan's real pixel
// size, given the canvas weave or paper tooth of its medium at full size, and encoded as JPEG.
// Drawing at full size would cost seconds per image; this costs a few hundred milliseconds.
import { encodeJpeg, rasterizeSvg, resizeRaw } from '../../repositories/media.repository';
import { paintSvg, type Genre, type Medium, type Palette } from './paintings';
import { applyTexture, textureTile, warp } from './paintings/texture';
import { Rng } from './prng';

export const RENDER_LONG_SIDE = 1400;

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

function warpAmount(job: ScanJob, shortSide: number): number {
  const byGenre = job.genre === 'geometric' ? 0.35 : job.genre === 'cityscape' ? 0.6 : 1;
  const byMedium = job.medium === 'Watercolor' ? 1.3 : job.medium === 'Charcoal' ? 0.8 : 1;
  return (shortSide / 100) * 0.75 * byGenre * byMedium;
}

/** The painting at its render size, as SVG (for tiles and previews that need no scan pass). */
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

/** The JPEG scan at job.width x job.height. */
export async function renderScan(job: ScanJob, quality = 86): Promise<Buffer> {
  const small = await rasterizeSvg(paintingSvg(job));
  const warped = {
    ...small,
    data: warp(small.data, small.width, small.height, new Rng(job.seed).fork('warp'), warpAmount(job, Math.min(small.width, small.height))),
  };
  const full =
    warped.width === job.width && warped.height === job.height
      ? warped
      : await resizeRaw(warped, job.width, job.height);
  applyTexture(full.data, full.width, full.height, tileFor(job.medium));
  return encodeJpeg(full, quality);
}
