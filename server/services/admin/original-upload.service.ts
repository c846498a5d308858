// Uploading originals for an artist: many files in one multipart request, each streamed to
// storage (never held in memory), checked by its bytes (TIFF, JPEG or PNG, size and pixel
// limits), then one image row per accepted file with details: the name from the file name,
// proportion from the pixel ratio, original inches from the pixels at the scan dpi, and the
// batch's subject, style, medium, keywords and for-sale flag. Previews are made afterwards by the
// 'image.previews' job. A refused file does not stop the others; it is reported by name.
import path from 'node:path';
import type { Multipart } from '@fastify/multipart';
import { z } from 'zod';
import {
  DEFAULT_SCAN_DPI,
  inchesFromPixels,
  nameFromFileName,
  proportionOf,
  UPLOAD_MSG,
  type UploadField,
  type UploadResult,
} from '../../../src/domain/admin/gallery';
import { MEDIUMS, STYLES } from '../../../src/domain/catalogue';
import { MAX_ID } from '../../../src/domain/ids';
import { plainLine } from '../../../src/domain/plain-line';
import { fromDigits } from '../../../src/domain/query-number';
import { isIsoDate, latestTodayIso, PORTFOLIO_MSG } from '../../../src/domain/portfolio';
import type { AppContext } from '../../context';
import { notFound, validationError } from '../../http/errors';
import { AdminGalleryRepository } from '../../repositories/admin/gallery.repository';
import {
  OriginalFiles,
  originalKey,
  type OriginalProbe,
} from '../../repositories/admin/originals.repository';
import { enqueueJob } from '../job-queue';
import { zodFieldErrors } from './field-errors';
import { presentAdminImage } from './gallery.service';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
/** A form field's number: plain decimal digits ('0x12C' and '3e2' stay text, refused). */
const blankOrDigits = (v: unknown) => fromDigits(blankToUndefined(v));

const fieldsSchema = z.object({
  category_id: z.preprocess(
    blankOrDigits,
    z
      .number({ error: 'The selected subject is invalid.' })
      .int({ error: 'The selected subject is invalid.' })
      .positive({ error: 'The selected subject is invalid.' })
      .max(MAX_ID, { error: 'The selected subject is invalid.' })
      .optional(),
  ),
  style: z.preprocess(
    blankToUndefined,
    z.enum(STYLES, { error: 'The selected style is invalid.' }).optional(),
  ),
  medium: z.preprocess(
    blankToUndefined,
    z.enum(MEDIUMS, { error: 'The selected medium is invalid.' }).optional(),
  ),
  keywords: z.string().overwrite(plainLine).trim().max(1000).default(''),
  date_scanned: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(isIsoDate, { error: PORTFOLIO_MSG.dateInvalid })
      .refine((d) => d <= latestTodayIso(), { error: PORTFOLIO_MSG.dateNotLater })
      .optional(),
  ),
  sale_in_market: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0'], {
        error: 'The sale in market field must be true or false.',
      })
      .transform((v) => v === 'true' || v === '1')
      .default(false),
  ),
  dpi: z.preprocess(
    blankOrDigits,
    z
      .number({ error: 'The dpi must be a number.' })
      .int({ error: 'The dpi must be a whole number.' })
      .min(72, { error: 'The dpi must be between 72 and 4800.' })
      .max(4800, { error: 'The dpi must be between 72 and 4800.' })
      .default(DEFAULT_SCAN_DPI),
  ),
  // The PWA sends the fields the domain names; `satisfies` keeps the two lists in step.
} satisfies Record<UploadField, z.ZodType>);

const FILE_FIELDS = new Set(['files', 'files[]', 'file']);

interface Accepted {
  fileName: string;
  key: string;
  width: number;
  height: number;
}

function refusal(probe: Exclude<OriginalProbe, { ok: true }>): string {
  switch (probe.reason) {
    case 'not-an-image':
      return UPLOAD_MSG.notAnImage;
    case 'too-many-pixels':
      return UPLOAD_MSG.tooManyPixels;
    case 'too-small':
      return UPLOAD_MSG.tooSmall;
    case 'damaged':
      return UPLOAD_MSG.damaged;
  }
}

export class OriginalUploadService {
  private readonly repo: AdminGalleryRepository;
  private readonly files: OriginalFiles;

  constructor(private readonly ctx: AppContext) {
    this.repo = new AdminGalleryRepository(ctx.db);
    this.files = new OriginalFiles(ctx.storage, path.join(ctx.config.dataDir, 'tmp', 'uploads'));
  }

  /** Throws 404 before a byte is read when the artist does not exist. */
  async requireArtist(artistId: number): Promise<void> {
    if (!(await this.repo.findArtist(artistId))) throw notFound('Artist not found.');
  }

  async upload(artistId: number, parts: AsyncIterable<Multipart>): Promise<UploadResult> {
    const fields: Record<string, string> = {};
    const accepted: Accepted[] = [];
    const rejected: UploadResult['rejected'] = [];
    let committed = false;
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        const fileName = part.filename || 'file';
        if (!FILE_FIELDS.has(part.fieldname)) {
          part.file.resume();
          continue;
        }
        const received = await this.files.receive(part.file);
        if (received.truncated) {
          await this.files.discard(received.tmp);
          rejected.push({ file: fileName, message: UPLOAD_MSG.tooLarge });
          continue;
        }
        const probe = await this.files.probe(received.tmp);
        if (!probe.ok) {
          await this.files.discard(received.tmp);
          rejected.push({ file: fileName, message: refusal(probe) });
          continue;
        }
        const key = originalKey(artistId, probe.format);
        await this.files.store(received.tmp, key);
        accepted.push({ fileName, key, width: probe.width, height: probe.height });
      }

      const parsed = fieldsSchema.safeParse(fields);
      if (!parsed.success) throw validationError(zodFieldErrors(parsed.error));
      if (accepted.length === 0) {
        throw validationError({
          files: rejected.length
            ? rejected.map((r) => `${r.file}: ${r.message}`)
            : [UPLOAD_MSG.noFiles],
        });
      }
      const details = parsed.data;
      if (
        details.category_id !== undefined &&
        !(await this.repo.categoryExists(details.category_id))
      ) {
        throw validationError({ category_id: ['The selected subject is invalid.'] });
      }
      const markup = await this.repo.artistMarkup(artistId);
      const ids = await this.ctx.db.transaction().execute(async (trx) => {
        const inserted = await this.repo.insertImages(
          trx,
          accepted.map((a) => ({
            artist_id: artistId,
            category_id: details.category_id ?? null,
            name: nameFromFileName(a.fileName),
            keywords: details.keywords,
            date_scanned: details.date_scanned ?? null,
            original_width: inchesFromPixels(a.width, details.dpi),
            original_height: inchesFromPixels(a.height, details.dpi),
            proportion: proportionOf(a.width, a.height),
            style: details.style ?? null,
            medium: details.medium ?? null,
            sale_in_market: details.sale_in_market,
            markup,
            original_path: a.key,
            pixel_width: a.width,
            pixel_height: a.height,
          })),
        );
        for (const imageId of inserted) await enqueueJob(trx, 'image.previews', { imageId });
        return inserted;
      });
      committed = true;
      this.ctx.jobs.kick();
      const rows = await this.repo.findImagesByIds(ids);
      return { data: rows.map(presentAdminImage), rejected };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
        throw validationError({ files: [UPLOAD_MSG.tooManyFiles] });
      }
      throw error;
    } finally {
      // Nothing stored stays behind without its image row.
      if (!committed) await Promise.all(accepted.map((a) => this.files.remove(a.key)));
    }
  }
}
