// My Works: the signed-in artist's images, searched and paged; editing an image's details,
// the market toggle and the soft delete. Every method checks access first (ImageAccess), then
// validates with the shared rules of src/domain/portfolio.ts, then calls the repository.
import { imageDetailsVersion, sameDetailsAs, takeDetailsVersion } from './edit-versions';
import { imageMedia } from '../../src/domain/artwork-pictures';
import { aspectRatio, availableDimensions } from '../../src/domain/catalogue';
import { type Paginated, pageOf } from '../../src/domain/pagination';
import {
  latestTodayIso,
  PORTFOLIO_PER_PAGE,
  validateImageUpdate,
  type PortfolioImage,
  type PortfolioOrder,
} from '../../src/domain/portfolio';
import type { AppContext } from '../context';
import { forbidden, notFound, validationError } from '../http/errors';
import { findImageFile } from '../repositories/image-file.repository';
import { toPrefixTsQuery } from '../repositories/full-text';
import { PortfolioRepository, type PortfolioImageRow } from '../repositories/portfolio.repository';
import type { UserRow } from '../repositories/session.repository';
import { ImageAccess, maySeeImage } from './image-access';
import { ensureImageVariant } from './image-variants';

export interface PortfolioQuery {
  page: number;
  search?: string | undefined;
  order_by: PortfolioOrder;
  artist_id?: number | undefined;
}

export function toPortfolioImage(row: PortfolioImageRow): PortfolioImage {
  const artistName = row.artist_name || row.artist_user_name;
  const original_width = Number(row.original_width);
  const original_height = Number(row.original_height);
  return {
    id: row.id,
    name: row.name,
    computed_name: `${row.name} by ${artistName}`,
    keywords: row.keywords,
    artist_id: row.artist_id,
    artist_name: artistName,
    artist_slug: row.artist_slug,
    ImageCategory:
      row.category_id !== null && row.category_name !== null
        ? { id: row.category_id, name: row.category_name }
        : null,
    ...imageMedia(row.id, row.updated_at),
    ratio: aspectRatio(row.pixel_width, row.pixel_height),
    height_ratio: aspectRatio(row.pixel_height, row.pixel_width),
    long_side: Math.max(original_width, original_height),
    original_width,
    original_height,
    pixel_width: row.pixel_width,
    pixel_height: row.pixel_height,
    proportion: row.proportion,
    style: row.style,
    medium: row.medium,
    date_scanned: row.date_scanned,
    markup: Number(row.markup),
    sale_in_market: row.sale_in_market,
    available_dimensions: availableDimensions({
      original_width,
      original_height,
      pixel_width: row.pixel_width,
      pixel_height: row.pixel_height,
    }),
    updated_at: new Date(row.updated_at).toISOString(),
    details_version: imageDetailsVersion(row),
  };
}

export class PortfolioService {
  private readonly repo: PortfolioRepository;
  private readonly access: ImageAccess;

  constructor(private readonly ctx: AppContext) {
    this.repo = new PortfolioRepository(ctx.db);
    this.access = new ImageAccess(this.repo);
  }

  async search(user: UserRow, q: PortfolioQuery): Promise<Paginated<PortfolioImage>> {
    const artistId = await this.access.requirePortfolio(user, q.artist_id);
    if (artistId === null) return pageOf([], q.page, PORTFOLIO_PER_PAGE, 0);
    const filter = { artistId, tsQuery: toPrefixTsQuery(q.search) };
    const page = { limit: PORTFOLIO_PER_PAGE, offset: (q.page - 1) * PORTFOLIO_PER_PAGE };
    const [total, rows] = await Promise.all([
      this.repo.countImages(filter),
      this.repo.listImages(filter, q.order_by, page),
    ]);
    return pageOf(rows.map(toPortfolioImage), q.page, PORTFOLIO_PER_PAGE, total);
  }

  /** One of the user's own works (any work for an admin), as stored now. */
  async get(user: UserRow, imageId: number): Promise<PortfolioImage> {
    await this.access.requireImage(user, imageId);
    return this.image(imageId);
  }

  async update(user: UserRow, imageId: number, body: unknown): Promise<PortfolioImage> {
    await this.access.requireImage(user, imageId);
    const { version, fields } = takeDetailsVersion(body);
    const result = validateImageUpdate(fields, latestTodayIso());
    if (!result.ok) throw validationError(result.errors);
    const update = result.value;
    if (update.kind === 'market') {
      const listing = update.sale_in_market && !user.is_admin;
      if (!listing) await this.repo.setSaleInMarket(imageId, update.sale_in_market);
      else if (!(await this.repo.listAsArtist(imageId, user.id))) throw forbidden();
    } else {
      // The details only: a market flag sent with them is not written here, where the lock on
      // the artist's account (listAsArtist) would be missed; the toggle sends it alone.
      const subject = update.details.subject;
      if (subject !== null && !(await this.repo.categoryExists(subject))) {
        throw validationError({ subject: ['The selected subject is invalid.'] });
      }
      await this.repo.updateDetails(imageId, update.details, sameDetailsAs(version));
    }
    return this.image(imageId);
  }

  async remove(user: UserRow, imageId: number): Promise<void> {
    await this.access.requireImage(user, imageId);
    await this.repo.softDelete(imageId);
  }

  private async image(imageId: number): Promise<PortfolioImage> {
    const row = await this.repo.findImage(imageId);
    if (!row) throw notFound('Image not found.');
    return toPortfolioImage(row);
  }

  /**
   * The image as a data URL for canvases: anyone for an image in the market, otherwise only
   * its artist or an admin.
   */
  async base64(user: UserRow | null, imageId: number): Promise<string> {
    const image = await findImageFile(this.ctx.db, imageId);
    // A withdrawn work is not found for others, as its details are: a 403 would say it exists.
    if (!image || image.deleted_at !== null || !maySeeImage(user, image)) {
      throw notFound('Image not found.');
    }
    // From the kept 1200 px preview, made once, rather than decoding the original each time.
    const { storage } = this.ctx;
    if (!(await storage.exists(image.original_path))) throw notFound('Image file not found.');
    const key = await ensureImageVariant(storage, image, { width: 1200, format: 'jpg' });
    return `data:image/jpeg;base64,${(await storage.read(key)).toString('base64')}`;
  }
}
