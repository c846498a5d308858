// Frame moulding pictures drawn from each frame's colour and finish: a swatch chip, a mitred
// corner (transparent inside, for pickers and the preview) and a straight length that tiles
// horizontally. Widths are at 64 px per inch of moulding.
import type { Frame } from '../../../src/domain/config-lists';
import { svgToPng } from '../../repositories/media.repository';
import type { FileStorage } from '../../services/storage';
import { darken, lighten, mix } from './paintings/color';
import { n1 } from './paintings/svg-kit';
import { Rng } from './prng';

export const PX_PER_INCH = 64;
export const STRAIGHT_LENGTH = 640;
export const CORNER_SIZE = 320;
export const SWATCH_SIZE = 160;

/** Shading across the moulding, outer edge (0) to the rabbet (1). */
function profileStops(f: Frame): [number, string][] {
  const c = f.color;
  switch (f.finish) {
    case 'metal':
      return [
        [0, darken(c, 0.45)],
        [0.08, lighten(c, 0.4)],
        [0.22, c],
        [0.5, lighten(c, 0.22)],
        [0.72, darken(c, 0.12)],
        [0.88, lighten(c, 0.35)],
        [0.94, darken(c, 0.2)],
        [1, darken(c, 0.6)],
      ];
    case 'wood':
      return [
        [0, darken(c, 0.4)],
        [0.07, lighten(c, 0.12)],
        [0.2, lighten(c, 0.2)],
        [0.34, c],
        [0.78, darken(c, 0.1)],
        [0.9, darken(c, 0.22)],
        [0.94, lighten(c, 0.1)],
        [1, darken(c, 0.55)],
      ];
    case 'painted':
      return [
        [0, darken(c, 0.35)],
        [0.06, lighten(c, 0.08)],
        [0.18, lighten(c, 0.18)],
        [0.3, c],
        [0.8, darken(c, 0.07)],
        [0.9, darken(c, 0.18)],
        [0.94, lighten(c, 0.12)],
        [1, darken(c, 0.5)],
      ];
  }
}

/** The face of a length of moulding, `length` long and `width` deep, running along x. */
function barContent(f: Frame, length: number, width: number, id: string): string {
  const rng = new Rng(f.value.length * 7919 + f.color.charCodeAt(2));
  const stops = profileStops(f)
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('');
  let marks = '';
  if (f.finish === 'wood') {
    // Grain: wavy lines along the length; each wave fits the length a whole number of times so
    // the straight piece tiles without a seam.
    for (let i = 0; i < 34; i++) {
      const y = rng.next() * width;
      const waves = rng.int(1, 3);
      const amp = rng.range(0.5, 2.5);
      const phase = rng.range(0, Math.PI * 2);
      let d = '';
      for (let x = 0; x <= length; x += 8) {
        const yy = y + Math.sin((x / length) * Math.PI * 2 * waves + phase) * amp;
        d += `${x === 0 ? 'M' : 'L'}${x} ${n1(yy)}`;
      }
      const tone = rng.chance(0.7) ? darken(f.color, 0.35) : lighten(f.color, 0.2);
      marks += `<path d="${d}" fill="none" stroke="${tone}" stroke-width="${n1(rng.range(0.4, 1.6))}" stroke-opacity="${n1(rng.range(0.15, 0.45) * 100) / 100}"/>`;
    }
  } else if (f.finish === 'metal') {
    for (let i = 0; i < 70; i++) {
      const y = n1(rng.next() * width);
      const tone = rng.chance(0.5) ? '#ffffff' : '#000000';
      marks += `<line x1="0" y1="${y}" x2="${length}" y2="${y}" stroke="${tone}" stroke-width="0.6" stroke-opacity="${n1(rng.range(0.03, 0.1) * 100) / 100}"/>`;
    }
  } else {
    marks = `<rect width="${length}" height="${width}" fill="${mix(f.color, '#ffffff', 0.5)}" fill-opacity="0.04"/>`;
  }
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="${width}" gradientUnits="userSpaceOnUse">${stops}</linearGradient></defs><rect width="${length}" height="${width}" fill="url(#${id})"/>${marks}`;
}

function straightSvg(f: Frame): string {
  const w = Math.round(f.width * PX_PER_INCH);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${STRAIGHT_LENGTH}" height="${w}">${barContent(f, STRAIGHT_LENGTH, w, 's')}</svg>`;
}

/** Top-left corner: the top bar, and the same bar mirrored across the diagonal as the left one. */
function cornerSvg(f: Frame): string {
  const s = CORNER_SIZE;
  const w = Math.round(f.width * PX_PER_INCH);
  const top = `M0 0L${s} 0L${s} ${w}L${w} ${w}Z`;
  const bar = barContent(f, s, w, 'c');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}"><defs><clipPath id="top"><path d="${top}"/></clipPath></defs><g clip-path="url(#top)">${bar}</g><g transform="matrix(0 1 1 0 0 0)"><g clip-path="url(#top)">${bar.replace('id="c"', 'id="c2"').replace('url(#c)', 'url(#c2)')}<path d="${top}" fill="#000000" fill-opacity="0.08"/></g></g><line x1="0" y1="0" x2="${w}" y2="${w}" stroke="${darken(f.color, 0.5)}" stroke-width="0.8" stroke-opacity="0.6"/></svg>`;
}

function swatchSvg(f: Frame): string {
  const s = SWATCH_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}">${barContent(f, s, s, 'w')}</svg>`;
}

const local = (url: string) => url.replace(/^\/media\//, 'public/');

export async function frameImages(storage: FileStorage, f: Frame): Promise<void> {
  await storage.write(local(f.swatchImage), await svgToPng(swatchSvg(f)));
  await storage.write(local(f.cornerImage), await svgToPng(cornerSvg(f)));
  await storage.write(local(f.straightImage), await svgToPng(straightSvg(f)));
}
