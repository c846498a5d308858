// The Users screen for admins: list and search, one user with addresses, and the changes an
// admin may make: artist, admin and wholesale flags, markup (at least 10, as the profile), and
// disabling an account. Turning the artist flag on gives the user an artist profile (with a
// unique slug) if they have none; disabling ends every session of theirs at once (login then
// answers the spec's disabled message). Turning the flag off or disabling takes the artist's
// works off the market: the public does not see the work of someone who can no longer manage
// it, and enabling again does not put it back unasked (the artist or an admin lists it again).
// An admin cannot lock themselves out. The route has already checked that the user is an admin.
import { addressOf, flatAddressesOf } from '../../../src/domain/address';
import {
  ADMIN_USER_MSG,
  ADMIN_USERS_PER_PAGE,
  type AdminUser,
  type AdminUserDetail,
  type UserFilter,
  type userUpdateSchema,
} from '../../../src/domain/admin/users';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { forbidden, notFound, validationError, type FieldErrors } from '../../http/errors';
import { AdminGalleryRepository } from '../../repositories/admin/gallery.repository';
import { AdminUsersRepository, type AdminUserRow } from '../../repositories/admin/users.repository';
import { deleteUserSessions, type UserRow } from '../../repositories/session.repository';
import { lockUsers, updateUser, type UserChanges } from '../../repositories/user.repository';
import { allocateSlug, withChosenSlug } from './artists.service';
import { pageOf } from '../../../src/domain/pagination';

function present(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    is_admin: row.is_admin,
    is_artist: row.is_artist,
    wholesale_discount: row.wholesale_discount,
    markup: Number(row.markup),
    disabled: row.disabled,
    artist_id: row.artist_id,
    artist_slug: row.artist_slug,
    orders_count: Number(row.orders_count),
    created_at: new Date(row.created_at).toISOString(),
  };
}

export class AdminUsersService {
  private readonly repo: AdminUsersRepository;

  constructor(private readonly ctx: AppContext) {
    this.repo = new AdminUsersRepository(ctx.db);
  }

  async list(q: { page: number; search?: string | undefined; filter: UserFilter }) {
    const search = q.search?.trim() || undefined;
    const perPage = ADMIN_USERS_PER_PAGE;
    const [total, rows] = await Promise.all([
      this.repo.count(search, q.filter),
      this.repo.page(search, q.filter, { limit: perPage, offset: (q.page - 1) * perPage }),
    ]);
    return pageOf(rows.map(present), q.page, perPage, total);
  }

  async get(id: number): Promise<AdminUserDetail> {
    const row = await this.repo.find(id);
    if (!row) throw notFound('User not found.');
    return {
      ...present(row),
      shipping_is_billing: row.shipping_is_billing,
      shipping_address: addressOf(row, 'shipping'),
      billing_address: addressOf(row, 'billing'),
      ...flatAddressesOf(row),
    };
  }

  async update(
    admin: UserRow,
    id: number,
    input: z.output<typeof userUpdateSchema>,
  ): Promise<{ user: AdminUserDetail; withdrawn: number }> {
    const user = await this.repo.find(id);
    if (!user) throw notFound('User not found.');
    const errors: FieldErrors = {};
    if (id === admin.id && input.is_admin === false) errors.is_admin = [ADMIN_USER_MSG.ownAdmin];
    if (id === admin.id && input.disabled === true) errors.disabled = [ADMIN_USER_MSG.ownDisable];
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const changes: UserChanges = {};
    if (input.is_admin !== undefined) changes.is_admin = input.is_admin;
    if (input.is_artist !== undefined) changes.is_artist = input.is_artist;
    if (input.wholesale_discount !== undefined)
      changes.wholesale_discount = input.wholesale_discount;
    if (input.disabled !== undefined) changes.disabled = input.disabled;
    if (input.markup !== undefined) changes.markup = Math.round(input.markup * 100) / 100;

    let withdrawn = 0;
    await withChosenSlug(() =>
      this.ctx.db.transaction().execute(async (trx) => {
        // The admin's row and the user's, locked: a second admin making them an artist at the
        // same moment waits here, then finds the artist the first one made; two admins taking
        // each other's rights at once go one after the other, and the second is no admin by then
        // (both would succeed otherwise, and leave the shop with no admin).
        const acting = (await lockUsers(trx, [admin.id, id])).find((row) => row.id === admin.id);
        if (!acting?.is_admin || acting.disabled) throw forbidden();
        await updateUser(trx, id, changes);
        const gallery = new AdminGalleryRepository(trx);
        if (input.is_artist === true && (await gallery.artistOfUser(id)) === undefined) {
          await gallery.insertArtist(trx, {
            user_id: id,
            name: user.name,
            artist_name: user.name,
            slug: await allocateSlug(trx, user.name),
            description: user.description,
            profile_image: user.profile_image,
            profile_background: user.profile_background,
          });
        }
        if (input.disabled === true) await deleteUserSessions(trx, id);
        if (input.is_artist === false || input.disabled === true) {
          withdrawn = await gallery.withdrawWorksOfUser(id);
        }
      }),
    );
    return { user: await this.get(id), withdrawn };
  }
}
