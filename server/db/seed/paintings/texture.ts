// Pixel-level finishing that SVG cannot do cheaply: a painterly warp of the small render (edges
// wobble like a hand-laid brush) and the canvas weave or paper tooth added at full scan size.
// Both work in place on raw RGB buffers; the full-size pass is one clamped add per byte.
import type { Rng } from '../prng';
import type { Medium } from './index';

const TILE = 512;

/** Smooth value noise on a coarse grid, sampled bilinearly; periodic with period 1 in u and v. */
function noiseField(rng: Rng, cells: number): (u: number, v: number) => number {
  const grid = Float32Array.from({ length: cells * cells }, () => rng.next() * 2 - 1);
  return (u, v) => {
    const x = u * cells;
    const y = v * cells;
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    const xa = x0 % cells;
    const xb = (x0 + 1) % cells;
    const ya = (y0 % cells) * cells;
    const yb = ((y0 + 1) % cells) * cells;
    const a = grid[ya + xa]!;
    const b = grid[ya + xb]!;
    const c = grid[yb + xa]!;
    const d = grid[yb + xb]!;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
  };
}

/**
 * Displaces every pixel by a smooth noise vector of up to `amount` pixels (bilinear resample).
 * The displacement is computed on a grid every STEP pixels and held across the cell: it is smooth
 * enough that nobody sees the steps, and it saves most of the noise evaluations.
 */
export function warp(
  data: Buffer,
  width: number,
  height: number,
  rng: Rng,
  amount: number,
): Buffer {
  if (amount <= 0) return data;
  const STEP = 4;
  const out = Buffer.allocUnsafe(data.length);
  const nx1 = noiseField(rng, 9);
  const ny1 = noiseField(rng, 9);
  const nx2 = noiseField(rng, 37);
  const ny2 = noiseField(rng, 37);
  const long = Math.max(width, height);
  const gw = Math.ceil(width / STEP) + 1;
  const gh = Math.ceil(height / STEP) + 1;
  const dx = new Float32Array(gw * gh);
  const dy = new Float32Array(gw * gh);
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      const u = (gx * STEP) / long;
      const v = (gy * STEP) / long;
      dx[gy * gw + gx] = (nx1(u, v) * 0.6 + nx2(u, v) * 0.4) * amount;
      dy[gy * gw + gx] = (ny1(u, v) * 0.6 + ny2(u, v) * 0.4) * amount;
    }
  }
  const maxX = width - 1.001;
  const maxY = height - 1.001;
  const stride = width * 3;
  for (let y = 0; y < height; y++) {
    const grow = ((y / STEP) | 0) * gw;
    let o = y * stride;
    for (let x = 0; x < width; x++) {
      const g = grow + ((x / STEP) | 0);
      let sx = x + dx[g]!;
      let sy = y + dy[g]!;
      sx = sx < 0 ? 0 : sx > maxX ? maxX : sx;
      sy = sy < 0 ? 0 : sy > maxY ? maxY : sy;
      const x0 = sx | 0;
      const y0 = sy | 0;
      const fx = sx - x0;
      const fy = sy - y0;
      const i00 = y0 * stride + x0 * 3;
      const i10 = i00 + stride;
      // Bilinear weights once per pixel, then the three channels (unrolled: this is the hot loop).
      const w00 = (1 - fx) * (1 - fy);
      const w01 = fx * (1 - fy);
      const w10 = (1 - fx) * fy;
      const w11 = fx * fy;
      out[o] = data[i00]! * w00 + data[i00 + 3]! * w01 + data[i10]! * w10 + data[i10 + 3]! * w11;
      out[o + 1] =
        data[i00 + 1]! * w00 + data[i00 + 4]! * w01 + data[i10 + 1]! * w10 + data[i10 + 4]! * w11;
      out[o + 2] =
        data[i00 + 2]! * w00 + data[i00 + 5]! * w01 + data[i10 + 2]! * w10 + data[i10 + 5]! * w11;
      o += 3;
    }
  }
  return out;
}

/** A tileable texture of signed offsets: canvas weave for paints on canvas, tooth for paper. */
export function textureTile(medium: Medium, rng: Rng): Int8Array {
  const canvas = medium === 'Oil' || medium === 'Acrylic' || medium === 'Mixed Media';
  const tile = new Int8Array(TILE * TILE);
  const coarse = noiseField(rng, 16);
  const period = 8; // divides TILE, so the weave tiles without a seam
  for (let y = 0; y < TILE; y++) {
    for (let x = 0; x < TILE; x++) {
      const grain = (rng.next() + rng.next() - 1) * (canvas ? 9 : 7);
      const tooth = coarse(x / TILE, y / TILE) * (canvas ? 3 : 6);
      let weave = 0;
      if (canvas) {
        const wx = Math.sin((2 * Math.PI * x) / period);
        const wy = Math.sin((2 * Math.PI * y) / period);
        weave = (wx * Math.cos((Math.PI * y) / period) + wy * Math.cos((Math.PI * x) / period)) * 5;
      }
      tile[y * TILE + x] = Math.round(grain + tooth + weave);
    }
  }
  return tile;
}

/** Adds the texture tile over the whole image, the same offset on each channel. */
export function applyTexture(data: Buffer, width: number, height: number, tile: Int8Array): void {
  const px = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  for (let y = 0; y < height; y++) {
    const row = (y % TILE) * TILE;
    let i = y * width * 3;
    for (let x = 0; x < width; x++) {
      const n = tile[row + (x & (TILE - 1))]!;
      px[i] = px[i]! + n;
      px[i + 1] = px[i + 1]! + n;
      px[i + 2] = px[i + 2]! + n;
      i += 3;
    }
  }
}
