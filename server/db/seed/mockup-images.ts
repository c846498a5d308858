// Product pictures for the configurator: each preset shown as a print on a wall (frame, mat,
// border, deckled edge or stretched canvas as the preset sets them) and each media as a print
// lying on a table, with the surface of that paper or canvas.
import type { ConfigLists, Media, Preset } from '../../../src/domain/config-lists';
import type { FileStorage } from '../../services/storage';
import { ARTISTS } from './artists-data';
import type { Genre, Medium } from './paintings';
import { darken, lighten } from './paintings/color';
import { n1 } from './paintings/svg-kit';
import { Rng } from './prng';
import { finishPainting, renderScan } from './scan-render';

const PREVIEW_GENRES: Genre[] = [
  'landscape',
  'seascape',
  'florals',
  'abstract',
  'mountains',
  'cityscape',
  'still-life',
  'night-sky',
];

async function artworkDataUri(
  index: number,
  width: number,
  height: number,
): Promise<{ uri: string; tone: string }> {
  const artist = ARTISTS[(index * 5) % ARTISTS.length]!;
  const jpg = await renderScan(
    {
      genre: PREVIEW_GENRES[index % PREVIEW_GENRES.length]!,
      medium: 'Oil',
      palette: artist.palette,
      seed: 4242 + index,
      width,
      height,
    },
    88,
  );
  return { uri: `data:image/jpeg;base64,${jpg.toString('base64')}`, tone: artist.palette.land[1] };
}

const shadowFilter = (id: string, blur: number) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${blur}"/></filter>`;

/** A ragged rectangle for a deckled (torn) paper edge. */
function deckledPath(rng: Rng, x: number, y: number, w: number, h: number): string {
  const pts: string[] = [];
  const step = 5;
  for (let i = 0; i <= w; i += step) pts.push(`${n1(x + i)} ${n1(y + rng.range(-1.5, 1.5))}`);
  for (let i = 0; i <= h; i += step) pts.push(`${n1(x + w + rng.range(-1.5, 1.5))} ${n1(y + i)}`);
  for (let i = w; i >= 0; i -= step) pts.push(`${n1(x + i)} ${n1(y + h + rng.range(-1.5, 1.5))}`);
  for (let i = h; i >= 0; i -= step) pts.push(`${n1(x + rng.range(-1.5, 1.5))} ${n1(y + i)}`);
  return `M${pts.join('L')}Z`;
}

/** A preset as a print hanging above a console table, at a scale that shows its real size. */
export async function presetPreview(
  preset: Preset,
  lists: ConfigLists,
  index: number,
  width = 800,
  height = 600,
): Promise<Buffer> {
  const c = preset.config;
  const media = lists.medias.find((m) => m.value === c.media);
  const frame = lists.frames.find((f) => f.value === c.frame);
  const mat = lists.mats.find((m) => m.value === c.mat);
  const mounting = lists.mountings.find((m) => m.value === c.mountingOrStretcher);
  const wrap = lists.wraps.find((w) => w.value === c.wrap);
  const canvas = media?.type === 'canvas';
  const long = c.size ?? 16;
  const [imgW, imgH] = [long, Math.round(long * 0.75 * 100) / 100];
  const border = canvas ? 0 : (c.border ?? 0);
  const matSize = mat ? (c.matSize ?? 2) : 0;
  const frameW = frame ? frame.width : 0;
  const outerW = imgW + 2 * (border + matSize + frameW);
  const outerH = imgH + 2 * (border + matSize + frameW);
  const k = Math.min((width * 0.5) / outerW, (height * 0.52) / outerH, (width / 800) * 14);
  const cx = width / 2;
  const cy = height * 0.4;
  const box = (inset: number) => ({
    x: cx - (outerW / 2 - inset) * k,
    y: cy - (outerH / 2 - inset) * k,
    w: (outerW - 2 * inset) * k,
    h: (outerH - 2 * inset) * k,
  });
  const art = await artworkDataUri(index, Math.round(imgW * k * 2), Math.round(imgH * k * 2));
  const parts: string[] = [];
  const wall = '#e6e0d5';
  parts.push(
    `<defs>${shadowFilter('sh', 6 * (width / 800))}<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(wall, 0.15)}"/><stop offset="1" stop-color="${darken(wall, 0.08)}"/></linearGradient></defs>`,
  );
  parts.push(`<rect width="${width}" height="${height}" fill="url(#wall)"/>`);
  const floor = height * 0.88;
  parts.push(
    `<rect y="${n1(floor)}" width="${width}" height="${n1(height - floor)}" fill="#9a7552"/><rect y="${n1(floor)}" width="${width}" height="${n1(height * 0.012)}" fill="#f4f1ea"/>`,
  );
  const tableW = width * 0.42;
  parts.push(
    `<rect x="${n1(cx - tableW / 2)}" y="${n1(height * 0.74)}" width="${n1(tableW)}" height="${n1(height * 0.025)}" fill="#5b4332"/>`,
  );
  parts.push(
    `<rect x="${n1(cx - tableW / 2 + 8)}" y="${n1(height * 0.765)}" width="${n1(tableW - 16)}" height="${n1(floor - height * 0.765)}" fill="#6e5240"/>`,
  );
  const outer = box(0);
  const depth =
    mounting?.stretcher && !frame ? mounting.depth * k * 0.8 : frame ? k * 0.4 : k * 0.1;
  parts.push(
    `<rect x="${n1(outer.x + depth + 3)}" y="${n1(outer.y + depth + 6)}" width="${n1(outer.w)}" height="${n1(outer.h)}" fill="#000000" fill-opacity="0.35" filter="url(#sh)"/>`,
  );
  if (frame) {
    const fw = frame.width * k;
    const { x, y, w, h } = outer;
    const fc = frame.color;
    parts.push(`<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}" fill="${fc}"/>`);
    parts.push(
      `<path d="M${n1(x)} ${n1(y)}L${n1(x + w)} ${n1(y)}L${n1(x + w - fw)} ${n1(y + fw)}L${n1(x + fw)} ${n1(y + fw)}Z" fill="${lighten(fc, 0.18)}"/>`,
    );
    parts.push(
      `<path d="M${n1(x + w)} ${n1(y)}L${n1(x + w)} ${n1(y + h)}L${n1(x + w - fw)} ${n1(y + h - fw)}L${n1(x + w - fw)} ${n1(y + fw)}Z" fill="${darken(fc, 0.12)}"/>`,
    );
    parts.push(
      `<path d="M${n1(x)} ${n1(y + h)}L${n1(x + w)} ${n1(y + h)}L${n1(x + w - fw)} ${n1(y + h - fw)}L${n1(x + fw)} ${n1(y + h - fw)}Z" fill="${darken(fc, 0.25)}"/>`,
    );
  }
  if (mat) {
    const m = box(frameW);
    parts.push(
      `<rect x="${n1(m.x)}" y="${n1(m.y)}" width="${n1(m.w)}" height="${n1(m.h)}" fill="${mat.color}"/>`,
    );
    const o = box(frameW + matSize);
    parts.push(
      `<rect x="${n1(o.x - 1.5)}" y="${n1(o.y - 1.5)}" width="${n1(o.w + 3)}" height="${n1(o.h + 3)}" fill="${lighten(mat.color, 0.6)}"/>`,
    );
  }
  if (border > 0) {
    const b = box(frameW + matSize);
    const paper = '#fbf9f3';
    if (c.deckling)
      parts.push(
        `<path d="${deckledPath(new Rng(index + 1), b.x, b.y, b.w, b.h)}" fill="${paper}"/>`,
      );
    else
      parts.push(
        `<rect x="${n1(b.x)}" y="${n1(b.y)}" width="${n1(b.w)}" height="${n1(b.h)}" fill="${paper}"/>`,
      );
  }
  const img = box(frameW + matSize + border);
  if (canvas && mounting?.stretcher && !frame) {
    // The stretched canvas's right and bottom sides, coloured by its wrap.
    const side =
      wrap?.type === 'white'
        ? '#f3f1ec'
        : wrap?.type === 'black'
          ? '#1a1a1a'
          : darken(art.tone, 0.25);
    const d = depth;
    parts.push(
      `<path d="M${n1(img.x + img.w)} ${n1(img.y)}L${n1(img.x + img.w + d * 0.5)} ${n1(img.y + d * 0.5)}L${n1(img.x + img.w + d * 0.5)} ${n1(img.y + img.h + d * 0.5)}L${n1(img.x + img.w)} ${n1(img.y + img.h)}Z" fill="${darken(side, 0.2)}"/>`,
    );
    parts.push(
      `<path d="M${n1(img.x)} ${n1(img.y + img.h)}L${n1(img.x + img.w)} ${n1(img.y + img.h)}L${n1(img.x + img.w + d * 0.5)} ${n1(img.y + img.h + d * 0.5)}L${n1(img.x + d * 0.5)} ${n1(img.y + img.h + d * 0.5)}Z" fill="${darken(side, 0.35)}"/>`,
    );
  }
  parts.push(
    `<image href="${art.uri}" x="${n1(img.x)}" y="${n1(img.y)}" width="${n1(img.w)}" height="${n1(img.h)}" preserveAspectRatio="none"/>`,
  );
  if (frame && (c.plexi || long > 16 || media?.options.includes('plexi'))) {
    // Glazing: a faint diagonal reflection across the opening.
    const g = box(frameW);
    parts.push(
      `<path d="M${n1(g.x)} ${n1(g.y)}L${n1(g.x + g.w * 0.45)} ${n1(g.y)}L${n1(g.x + g.w * 0.2)} ${n1(g.y + g.h)}L${n1(g.x)} ${n1(g.y + g.h)}Z" fill="#ffffff" fill-opacity="0.07"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
  return finishPainting(svg, {
    width,
    height,
    medium: 'Pastel',
    seed: index,
    genre: 'geometric',
    warp: 0,
    quality: 85,
  });
}

const PAPER_TONES: Record<string, string> = {
  lustre: '#fbfbfa',
  gloss: '#fcfcfc',
  satin: '#f6f4ee',
  matte: '#f6f3eb',
};

/** A media's preview: a print on that paper or canvas lying on a table, its surface visible. */
export async function mediaPreview(
  media: Media,
  index: number,
  width = 600,
  height = 400,
): Promise<Buffer> {
  const canvas = media.type === 'canvas';
  const sheet = canvas ? '#efeadf' : (PAPER_TONES[media.surface] ?? '#f7f5ef');
  const sw = width * 0.62;
  const sh = sw * 0.75;
  const x = (width - sw) / 2;
  const y = (height - sh) / 2;
  const inset = canvas ? 0 : sw * 0.07;
  const art = await artworkDataUri(
    index + 3,
    Math.round((sw - inset * 2) * 2),
    Math.round((sh - inset * 2) * 2),
  );
  const sheen =
    media.surface === 'matte'
      ? ''
      : `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(sw)}" height="${n1(sh)}" fill="url(#sheen)"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${shadowFilter('sh', 7)}<linearGradient id="table" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cfc8bc"/><stop offset="1" stop-color="#a89f92"/></linearGradient><linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0.2" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="${media.surface === 'gloss' ? 0.35 : 0.2}"/><stop offset="0.6" stop-color="#ffffff" stop-opacity="0"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#table)"/><g transform="rotate(-4 ${width / 2} ${height / 2})"><rect x="${n1(x + 6)}" y="${n1(y + 10)}" width="${n1(sw)}" height="${n1(sh)}" fill="#000000" fill-opacity="${canvas ? 0.45 : 0.3}" filter="url(#sh)"/><rect x="${n1(x)}" y="${n1(y)}" width="${n1(sw)}" height="${n1(sh)}" fill="${sheet}"/><image href="${art.uri}" x="${n1(x + inset)}" y="${n1(y + inset)}" width="${n1(sw - inset * 2)}" height="${n1(sh - inset * 2)}" preserveAspectRatio="none"/>${sheen}</g></svg>`;
  const surface: Medium = canvas ? 'Oil' : 'Watercolor';
  return finishPainting(svg, {
    width,
    height,
    medium: surface,
    seed: index,
    genre: 'geometric',
    warp: 0,
    quality: 85,
  });
}

const local = (url: string) => url.replace(/^\/media\//, 'public/');

export async function writePresetPreview(
  storage: FileStorage,
  preset: Preset,
  lists: ConfigLists,
  index: number,
): Promise<void> {
  await storage.write(local(preset.previewImage), await presetPreview(preset, lists, index));
}

export async function writeMediaPreviews(
  storage: FileStorage,
  media: Media,
  index: number,
): Promise<void> {
  const jpg = await mediaPreview(media, index);
  for (const url of media.previews) await storage.write(local(url), jpg);
}
