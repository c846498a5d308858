// Artists for admins: the list Manage Gallery picks from, creating an artist (with or without
// an account: a gallery may represent a painter who never signs in) and editing one. Slugs are
// unique; a missing one is made from the name ("jane-doe", then "jane-doe-2"...). An edit made
// from a copy older than the stored artist (another admin saved meanwhile) is refused with 409.
// The caller (the route) has already checked that the user is an admin.
import {
  ARTIST_MSG,
  artistInputSchema,
  slugify,
  type AdminArtist,
} from '../../../src/domain/admin/gallery';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { notFound, validationError } from '../../http/errors';
import {
  AdminGalleryRepository,
  type AdminArtistRow,
} from '../../repositories/admin/gallery.repository';
import { isUniqueViolation, violatedConstraint } from '../../db/sql-errors';
import { findUserById } from '../../repositories/user.repository';
import { artistVersion, sameArtistAs } from '../edit-versions';
import { sanitizeRichText } from '../rich-text';
import { zodFieldErrors } from './field-errors';

export function presentArtist(row: AdminArtistRow): AdminArtist {
  return {
    id: row.id,
    name: row.name,
    artist_name: row.artist_name,
    slug: row.slug,
    description: row.description,
    user_id: row.user_id,
    user_email: row.user_email,
    images_count: Number(row.images_count),
    deleted_count: Number(row.deleted_count),
    artist_version: artistVersion(row),
  };
}

/** `base` if free, else the first free "base-N". */
export async function allocateSlug(db: Database, wanted: string): Promise<string> {
  const base = slugify(wanted);
  const taken = await new AdminGalleryRepository(db).slugsLike(base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const slugTakenMeanwhile = (error: unknown) =>
  isUniqueViolation(error) && violatedConstraint(error).includes('slug');

/**
 * Runs a write that inserts an artist under a slug the server chose (allocateSlug inside it).
 * Another admin creating an artist of the same name at the same moment can take that slug
 * between the choice and the insert; the write then runs again and chooses the next one.
 */
export async function withChosenSlug<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt === 3 || !slugTakenMeanwhile(error)) throw error;
    }
  }
}

export class AdminArtistsService {
  private readonly repo: AdminGalleryRepository;

  constructor(private readonly ctx: AppContext) {
    this.repo = new AdminGalleryRepository(ctx.db);
  }

  async list(search: string | undefined): Promise<AdminArtist[]> {
    return (await this.repo.listArtists(search?.trim() || undefined)).map(presentArtist);
  }

  async get(id: number): Promise<AdminArtist> {
    const row = await this.repo.findArtist(id);
    if (!row) throw notFound('Artist not found.');
    return presentArtist(row);
  }

  async create(body: Record<string, unknown>): Promise<AdminArtist> {
    const input = this.parse(body);
    if (input.slug && (await this.repo.slugTaken(input.slug))) {
      throw validationError({ slug: [ARTIST_MSG.slugTaken] });
    }
    if (input.userId !== null) await this.checkUser(input.userId);
    const write = () =>
      this.ctx.db.transaction().execute(async (trx) => {
        const created = await this.repo.insertArtist(trx, {
          name: input.name,
          artist_name: input.artistName,
          slug: input.slug || (await allocateSlug(trx, input.artistName)),
          description: input.description ?? '',
          user_id: input.userId,
        });
        if (input.userId !== null) {
          await trx
            .updateTable('users')
            .set({ is_artist: true, updated_at: new Date() })
            .where('id', '=', input.userId)
            .execute();
        }
        return created;
      });
    const id = await this.saving(() => (input.slug ? write() : withChosenSlug(write)));
    return this.get(id);
  }

  async update(id: number, body: Record<string, unknown>): Promise<AdminArtist> {
    const current = await this.repo.findArtist(id);
    if (!current) throw notFound('Artist not found.');
    const input = this.parse(body);
    if (input.slug && (await this.repo.slugTaken(input.slug, id))) {
      throw validationError({ slug: [ARTIST_MSG.slugTaken] });
    }
    const relink = body.user_id !== undefined && input.userId !== current.user_id;
    if (relink && input.userId !== null) await this.checkUser(input.userId);
    const changes = {
      name: input.name,
      artist_name: input.artistName,
      ...(input.slug ? { slug: input.slug } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(relink ? { user_id: input.userId } : {}),
    };
    await this.saving(() => this.repo.updateArtist(id, changes, sameArtistAs(input.version)));
    return this.get(id);
  }

  private parse(body: unknown) {
    const parsed = artistInputSchema.safeParse(body);
    if (!parsed.success) throw validationError(zodFieldErrors(parsed.error));
    const v = parsed.data;
    return {
      name: v.name,
      artistName: v.artist_name?.trim() || v.name,
      slug: v.slug || undefined,
      description: v.description === undefined ? undefined : sanitizeRichText(v.description),
      userId: v.user_id ?? null,
      version: v.artist_version,
    };
  }

  private async checkUser(userId: number) {
    const user = await findUserById(this.ctx.db, userId);
    if (!user) throw validationError({ user_id: [ARTIST_MSG.userInvalid] });
    if ((await this.repo.artistOfUser(userId)) !== undefined) {
      throw validationError({ user_id: [ARTIST_MSG.userHasArtist] });
    }
  }

  /** Two admins racing for one slug or one user: the unique index decides, as a 422. */
  private async saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw validationError(
        violatedConstraint(error).includes('user')
          ? { user_id: [ARTIST_MSG.userHasArtist] }
          : { slug: [ARTIST_MSG.slugTaken] },
      );
    }
  }
}
