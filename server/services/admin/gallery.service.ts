// An artist's images for admins: listed with a live / deleted / all filter, edited (the
// portfolio's edit rules from src/domain/portfolio.ts plus the image markup), marked for sale,
// deleted and restored. The route has already checked that the user is an admin.
import {
  ADMIN_IMAGES_PER_PAGE,
  IMAGE_MARKUP_MAX,
  type AdminImage,
  type AdminImagePage,
  type ImageStatus,
} from '../../../src/domain/admin/gallery';
import { latestTodayIso, validateImageUpdate } from '../../../src/domain/portfolio';
import { isWholeCents, roundMoney } from '../../../src/domain/money';
import { twoDecimals } from '../../../src/domain/messages';
import { numberSent } from '../../../src/domain/query-number';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../context';
import type { ImagesTable } from '../../db/schema';
import { notFound, validationError, type FieldErrors } from '../../http/errors';
import {
  AdminGalleryRepository,
  type AdminImageRow,
} from '../../repositories/admin/gallery.repository';
import { toPrefixTsQuery } from '../../repositories/full-text';
import { imageDetailsChanges } from '../../repositories/image-columns';
import { adminImageVersion, sameAdminImageAs, takeDetailsVersion } from '../edit-versions';
import { toPortfolioImage } from '../portfolio.service';
import { pageOf } from '../../../src/domain/pagination';

export function presentAdminImage(row: AdminImageRow): AdminImage {
  return {
    ...toPortfolioImage(row),
    details_version: adminImageVersion(row),
    deleted_at: row.deleted_at ? new Date(row.deleted_at).toISOString() : null,
  };
}

export interface AdminImageQuery {
  page: number;
  artist_id?: number | undefined;
  status: ImageStatus;
  search?: string | undefined;
}

function markupOf(value: unknown, errors: FieldErrors): number | undefined {
  const n = numberSent(value);
  if (!Number.isFinite(n)) {
    errors.markup = ['The markup must be a number.'];
  } else if (n < 0 || n > IMAGE_MARKUP_MAX) {
    errors.markup = [`The markup must be between 0 and ${IMAGE_MARKUP_MAX}.`];
  } else if (!isWholeCents(n)) {
    // As a user's markup: 12.345 is refused, not stored as 12.35 without a word.
    errors.markup = [twoDecimals('markup')];
  } else return roundMoney(n);
  return undefined;
}

export class AdminGalleryService {
  private readonly repo: AdminGalleryRepository;

  constructor(ctx: AppContext) {
    this.repo = new AdminGalleryRepository(ctx.db);
  }

  async images(q: AdminImageQuery): Promise<AdminImagePage> {
    if (q.artist_id !== undefined && !(await this.repo.findArtist(q.artist_id))) {
      throw notFound('Artist not found.');
    }
    const filter = { artistId: q.artist_id, status: q.status, tsQuery: toPrefixTsQuery(q.search) };
    const perPage = ADMIN_IMAGES_PER_PAGE;
    const [total, rows] = await Promise.all([
      this.repo.countImages(filter),
      this.repo.listImages(filter, { limit: perPage, offset: (q.page - 1) * perPage }),
    ]);
    return pageOf(rows.map(presentAdminImage), q.page, perPage, total);
  }

  async image(id: number): Promise<AdminImage> {
    const row = await this.repo.findImage(id);
    if (!row) throw notFound('Image not found.');
    return presentAdminImage(row);
  }

  /**
   * PUT /api/admin/images/{id}: the edit dialog's fields, or only sale_in_market (the for-sale
   * toggle), and/or the markup. Deleted images may be edited too; they stay hidden until restored.
   */
  async update(id: number, body: Record<string, unknown>): Promise<AdminImage> {
    await this.image(id);
    const { version, fields } = takeDetailsVersion(body);
    const { markup, ...rest } = fields;
    const errors: FieldErrors = {};
    const changes: Updateable<ImagesTable> = {};
    if (markup !== undefined) changes.markup = markupOf(markup, errors);
    if (Object.keys(rest).length > 0 || markup === undefined) {
      const checked = validateImageUpdate(rest, latestTodayIso());
      if (!checked.ok) Object.assign(errors, checked.errors);
      else {
        const update = checked.value;
        if (update.kind === 'details') {
          const d = update.details;
          if (d.subject !== null && !(await this.repo.categoryExists(d.subject))) {
            errors.subject = ['The selected subject is invalid.'];
          }
          Object.assign(changes, imageDetailsChanges(d));
        }
        if (update.sale_in_market !== undefined) changes.sale_in_market = update.sale_in_market;
      }
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    await this.repo.updateImage(id, changes, sameAdminImageAs(version));
    return this.image(id);
  }

  async setDeleted(id: number, deleted: boolean): Promise<AdminImage> {
    const image = await this.image(id);
    if ((image.deleted_at !== null) !== deleted) {
      await this.repo.updateImage(id, { deleted_at: deleted ? new Date() : null });
    }
    return this.image(id);
  }
}
