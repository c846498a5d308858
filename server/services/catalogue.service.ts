// The public catalogue: validates what the query schema cannot (subjects that exist), pages
// through the repository and shapes rows into the API contract of src/domain/catalogue.ts.
import { imageMedia } from '../../src/domain/artwork-pictures';
import {
  aspectRatio,
  availableDimensions,
  mediaUrl,
  PER_PAGE,
  type Artist,
  type ArtistCard,
  type ArtistSort,
  type Category,
  type FilterCategories,
  type ImageCard,
  type ImageDetail,
  type PresetView,
  MEDIUMS,
  PROPORTIONS,
  STYLES,
} from '../../src/domain/catalogue';
import { type Paginated, pageOf } from '../../src/domain/pagination';
import type { Database } from '../db/database';
import { notFound, validationError } from '../http/errors';
import { cachedPublic } from '../http/public-cache';
import {
  CatalogueRepository,
  type ArtistCardRow,
  type CategoryRow,
  type ImageCardRow,
  type ImageDetailRow,
  type ImageFilter,
  type Page,
} from '../repositories/catalogue.repository';
import { toPrefixTsQuery } from '../repositories/full-text';
import type { UserRow } from '../repositories/session.repository';
import { maySeeImage } from './image-access';
import { shopLists } from './shop-lists';

export interface CatalogueQuery {
  page: number;
  search?: string | undefined;
  subject: number[];
  medium: string[];
  proportion: string[];
  style: string[];
}

async function paginate<T>(
  page: number,
  perPage: number,
  count: () => Promise<number>,
  list: (p: Page) => Promise<T[]>,
): Promise<Paginated<T>> {
  // Both at once: a page past the last simply comes back empty, with the right last_page.
  const [total, data] = await Promise.all([
    count(),
    list({ limit: perPage, offset: (page - 1) * perPage }),
  ]);
  return pageOf(data, page, perPage, total);
}

export function toImageCard(row: ImageCardRow): ImageCard {
  return {
    id: row.id,
    name: row.name,
    artist_id: row.artist_id,
    artist_name: row.artist_name || row.artist_user_name,
    artist_slug: row.artist_slug,
    ImageCategory:
      row.category_id !== null && row.category_name !== null
        ? { id: row.category_id, name: row.category_name }
        : null,
    ...imageMedia(row.id, row.updated_at),
    ratio: aspectRatio(row.pixel_width, row.pixel_height),
    original_width: Number(row.original_width),
    original_height: Number(row.original_height),
    proportion: row.proportion,
    style: row.style,
    medium: row.medium,
  };
}

function toImageDetail(row: ImageDetailRow): ImageDetail {
  const card = toImageCard(row);
  const dims = {
    original_width: card.original_width,
    original_height: card.original_height,
    pixel_width: row.pixel_width,
    pixel_height: row.pixel_height,
  };
  return {
    ...card,
    computed_name: `${card.name} by ${card.artist_name}`,
    keywords: row.keywords,
    date_scanned: row.date_scanned,
    markup: Number(row.markup),
    sale_in_market: row.sale_in_market,
    height_ratio: aspectRatio(row.pixel_height, row.pixel_width),
    long_side: Math.max(card.original_width, card.original_height),
    pixel_width: row.pixel_width,
    pixel_height: row.pixel_height,
    available_dimensions: availableDimensions(dims),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

function toCategory(row: CategoryRow): Category {
  const fallback =
    row.latest_image_id !== null && row.latest_image_updated_at !== null
      ? imageMedia(Number(row.latest_image_id), row.latest_image_updated_at).preview_image
      : null;
  return {
    id: row.id,
    name: row.name,
    path: mediaUrl(row.path) ?? fallback?.web_path ?? null,
    images_count: Number(row.images_count),
  };
}

function toArtistCard(row: ArtistCardRow): ArtistCard {
  return {
    id: row.id,
    name: row.name,
    artist_name: row.artist_name || row.name,
    slug: row.slug,
    profile_image: mediaUrl(row.profile_image),
    profile_background: mediaUrl(row.profile_background),
    images_count: Number(row.images_count),
  };
}

export class CatalogueService {
  private readonly repo: CatalogueRepository;

  constructor(private readonly db: Database) {
    this.repo = new CatalogueRepository(db);
  }

  /**
   * A page of the public images a filter matches. The matching ids, in order, are found once
   * per public version and filter (the only query that scans every match, ranking included);
   * the total is their number and a page is its slice, so any page costs one lookup by id.
   */
  private async imagePage(
    filter: ImageFilter,
    page: number,
    perPage: number,
  ): Promise<Paginated<ImageCard>> {
    const ids = await cachedPublic(
      this.db,
      `image ids ${JSON.stringify(filter)}`,
      () => this.repo.matchingIds(filter),
      (list) => 16 * list.length,
    );
    const slice = ids.slice((page - 1) * perPage, page * perPage);
    const rows = new Map((await this.repo.imageCards(slice)).map((row) => [row.id, row]));
    // An image edited away since the ids were found is left out of its page.
    return pageOf(
      slice.flatMap((id) => {
        const row = rows.get(id);
        return row ? [toImageCard(row)] : [];
      }),
      page,
      perPage,
      ids.length,
    );
  }

  async catalogue(q: CatalogueQuery): Promise<Paginated<ImageCard>> {
    const known = await this.repo.existingCategoryIds(q.subject);
    const unknown = q.subject.findIndex((id) => !known.has(id));
    if (unknown >= 0) {
      throw validationError({ [`subject.${unknown}`]: ['The selected subject is invalid.'] });
    }
    const { page, search, ...filters } = q;
    const filter = { ...filters, tsQuery: toPrefixTsQuery(search) };
    return this.imagePage(filter, page, PER_PAGE.catalogue);
  }

  async artistImages(q: { slug: string; page: number; search?: string | undefined }) {
    const artist = await this.repo.findArtistBySlug(q.slug);
    if (!artist) throw notFound('Artist not found.');
    const filter = { artistId: artist.id, tsQuery: toPrefixTsQuery(q.search) };
    return this.imagePage(filter, q.page, PER_PAGE.artistImages);
  }

  async relatedImages(categoryId: number, excludeId: number | undefined): Promise<ImageCard[]> {
    const filter = { categoryId, ...(excludeId !== undefined ? { excludeId } : {}) };
    const rows = await this.repo.listImages(filter, { limit: PER_PAGE.related, offset: 0 });
    return rows.map(toImageCard);
  }

  async freshImages(): Promise<ImageCard[]> {
    const rows = await this.repo.listImages({}, { limit: PER_PAGE.slider, offset: 0 }, 'created');
    return rows.map(toImageCard);
  }

  /** An image in the market; one withdrawn only for its artist and admins. */
  async image(id: number, viewer: UserRow | null = null): Promise<ImageDetail> {
    const row = await this.repo.findImage(id);
    if (!row || !maySeeImage(viewer, row)) throw notFound('Image not found.');
    return toImageDetail(row);
  }

  async imagePreset(id: number, value: string, viewer: UserRow | null = null): Promise<PresetView> {
    const image = await this.image(id, viewer);
    // As the configurator's lists offer it: a preset naming a withdrawn option is not offered.
    const { lists } = await shopLists(this.db);
    const preset = lists.presets.find((p) => p.value === value);
    if (!preset) throw notFound('Preset not found.');
    return {
      image_id: image.id,
      preset: {
        name: preset.name,
        value: preset.value,
        previewImage: mediaUrl(preset.previewImage),
        config: preset.config,
      },
      preview_image: image.preview_image,
      thumbnail_image: image.thumbnail_image,
      ratio: image.ratio,
    };
  }

  async categories(): Promise<Category[]> {
    return (await this.repo.listCategories()).map(toCategory);
  }

  /** The home page's tiles: subjects that have art to show. */
  async homepageCategories(): Promise<Category[]> {
    return (await this.repo.listCategories({ onlyWithImages: true, limit: 8 })).map(toCategory);
  }

  async filterCategories(): Promise<FilterCategories> {
    return {
      subject: await this.repo.listSubjects(),
      medium: [...MEDIUMS],
      proportion: [...PROPORTIONS],
      style: [...STYLES],
    };
  }

  async artists(q: {
    page: number;
    search?: string | undefined;
    sort: ArtistSort;
  }): Promise<Paginated<ArtistCard>> {
    const search = q.search?.trim() || undefined;
    return paginate(
      q.page,
      PER_PAGE.artists,
      () =>
        cachedPublic(
          this.db,
          `artist count ${search ?? ''}`,
          () => this.repo.countArtists(search),
          () => 64,
        ),
      async (p) => (await this.repo.listArtists(search, q.sort, p)).map(toArtistCard),
    );
  }

  async artist(slug: string): Promise<Artist> {
    const row = await this.repo.findArtistBySlug(slug);
    if (!row) throw notFound('Artist not found.');
    return {
      ...row,
      artist_name: row.artist_name || row.name,
      profile_image: mediaUrl(row.profile_image),
      profile_background: mediaUrl(row.profile_background),
    };
  }
}
