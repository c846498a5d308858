// Custom-size downloads. Asking (GET /api/images/{id}/download) checks access and the size and
// answers a signed link; fetching the link renders the original at exactly that size into a
// temporary file, then sends the file. Renders run a few at a time (a semaphore) so memory stays
// bounded however many people download; a render slot is held for the render only, never for the
// sending (a client that stops reading would keep it), and each user's renders run one after
// another, so one user never holds more than one slot.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Readable } from 'node:stream';
import path from 'node:path';
import {
  downloadPixels,
  downloadTooLarge,
  PORTFOLIO_MSG,
  type DownloadQuery,
} from '../../src/domain/portfolio';
import { asciiSlug } from '../../src/domain/search-fold';
import type { AppContext } from '../context';
import { forbidden, HttpError, notFound, validationError } from '../http/errors';
import { writeDownload, type ImageSource } from '../repositories/image-processing.repository';
import { PortfolioRepository } from '../repositories/portfolio.repository';
import type { UserRow } from '../repositories/session.repository';
import { ImageAccess } from './image-access';
import { DownloadLinks, type DownloadGrant } from './download-links';
import { BusyError, Semaphore } from './semaphore';

/** Two renders at once, eight more may wait up to 30 s; beyond that the answer is 503. */
const renders = new Semaphore(2, 8, 30_000);
/**
 * A link works for anyone holding it, any number of times while it lasts: each user's downloads
 * (running or waiting) are capped, so that one link fetched over and over cannot take every
 * slot from everyone else. Per process, as the semaphore is.
 */
export const DOWNLOADS_PER_USER = 4;
const preparing = new Map<number, number>();
/** Each user's render in progress: their next one waits for it. */
const rendering = new Map<number, Promise<unknown>>();

function inUsersTurn<T>(userId: number, render: () => Promise<T>): Promise<T> {
  const turn = (rendering.get(userId) ?? Promise.resolve()).then(render, render);
  const settled = turn.catch(() => undefined);
  rendering.set(userId, settled);
  void settled.then(() => {
    if (rendering.get(userId) === settled) rendering.delete(userId);
  });
  return turn;
}

const busy = () =>
  new HttpError(503, 'Too many downloads are running. Please try again shortly.', undefined, {
    'Retry-After': '30',
  });

export interface DownloadFile {
  stream: Readable;
  contentType: string;
  /** The file's name in the work's own script, and an ASCII one for clients that read only that. */
  fileName: string;
  asciiFileName: string;
  /** Call when the response is finished or aborted. */
  done: () => void;
}

/** 'Blue Harbour, at dawn!' → 'blue-harbour-at-dawn', 'Łódź' → 'lodz' (ASCII, safe in any header). */
export function fileSlug(name: string, fallback: string): string {
  return asciiSlug(name) || fallback;
}

/** The same in the name's own script: '日の出' → '日の出', 'Zoë Øster' → 'zoë-øster'. */
export function unicodeFileSlug(name: string): string {
  const words =
    name
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  // Cut by code point, so a letter outside the BMP is never halved.
  return Array.from(words.join('-')).slice(0, 80).join('').replace(/-+$/, '');
}

export class DownloadsService {
  private readonly repo: PortfolioRepository;
  private readonly access: ImageAccess;
  private readonly links: DownloadLinks;

  constructor(private readonly ctx: AppContext) {
    this.repo = new PortfolioRepository(ctx.db);
    this.access = new ImageAccess(this.repo);
    this.links = new DownloadLinks(ctx.config.sessionSecret);
  }

  /** A signed link to the image at the asked size; 422 when the size is over the maximum. */
  async createLink(user: UserRow, imageId: number, q: DownloadQuery): Promise<string> {
    await this.access.requireImage(user, imageId);
    const px = downloadPixels(q.width, q.height, q.unit);
    if (downloadTooLarge(px)) throw validationError({ width: [PORTFOLIO_MSG.sizeTooLarge] });
    const token = this.links.create({
      userId: user.id,
      imageId,
      ...px,
      format: q.format,
      printSize: q.unit === 'in',
    });
    return `/api/downloads/${token}`;
  }

  /** Checks the link, renders the file (waiting for a slot) and starts sending it. */
  async open(token: string): Promise<DownloadFile> {
    const check = this.links.verify(token);
    if (!check.ok) {
      throw check.reason === 'expired'
        ? new HttpError(410, 'This download link has expired. Please start the download again.')
        : forbidden('This download link is not valid.');
    }
    const grant = check.grant;
    const image = await this.repo.findImageOwner(grant.imageId);
    if (!image || image.deleted_at !== null) throw notFound('Image not found.');
    const { storage } = this.ctx;
    if (!(await storage.exists(image.original_path))) throw notFound('Image file not found.');

    const mine = preparing.get(grant.userId) ?? 0;
    if (mine >= DOWNLOADS_PER_USER) {
      throw new HttpError(429, PORTFOLIO_MSG.downloadsBusy, undefined, { 'Retry-After': '30' });
    }
    preparing.set(grant.userId, mine + 1);
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      const left = (preparing.get(grant.userId) ?? 1) - 1;
      if (left > 0) preparing.set(grant.userId, left);
      else preparing.delete(grant.userId);
    };
    const source = (): ImageSource =>
      storage.localPath(image.original_path) ?? storage.stream(image.original_path);
    const suffix = `-${grant.width}x${grant.height}.${grant.format === 'tiff' ? 'tif' : 'jpg'}`;
    const asciiFileName = `${fileSlug(image.name, `image-${image.id}`)}${suffix}`;
    const ownScript = unicodeFileSlug(image.name);
    const fileName = ownScript ? `${ownScript}${suffix}` : asciiFileName;
    try {
      const file = await inUsersTurn(grant.userId, () => render(source, grant));
      return {
        stream: createReadStream(file),
        contentType: grant.format === 'tiff' ? 'image/tiff' : 'image/jpeg',
        fileName,
        asciiFileName,
        done: () => {
          void rm(file, { force: true });
          done();
        },
      };
    } catch (error) {
      done();
      throw error;
    }
  }
}

/** The download rendered into a temporary file, in a render slot held for that time only. */
async function render(source: () => ImageSource, grant: DownloadGrant): Promise<string> {
  const release = await renders.acquire().catch((error: unknown) => {
    throw error instanceof BusyError ? busy() : error;
  });
  const ext = grant.format === 'tiff' ? 'tif' : 'jpg';
  const file = path.join(tmpdir(), `gallery-download-${randomBytes(8).toString('hex')}.${ext}`);
  try {
    await writeDownload(source(), grant, file);
    return file;
  } catch (error) {
    void rm(file, { force: true });
    throw error;
  } finally {
    release();
  }
}
