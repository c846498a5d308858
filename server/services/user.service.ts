// The signed-in user as the API shows it (GET /api/users/auth → data.data) and the profile
// updates of My Account. The About text is HTML from the rich text editor: it is sanitized here,
// on the way in, to a small set of formatting tags, so every page can render it as stored.
// A save of the profile is checked against the row as it is under its lock: one made from an
// older copy of the form (profile_version) is refused with 409 instead of undoing a newer save.
import { dropResetTokens } from '../repositories/password-reset.repository';
import { mailBody } from './mail-body';
import {
  addressOf,
  ADDRESS_FIELDS,
  addressKey,
  flatAddressesOf,
  type FlatAddresses,
} from '../../src/domain/address';
import type { ProfileInformationInput } from '../../src/domain/auth';
import { PROFILE_STALE, type ProfileUpdate } from '../../src/domain/profile';
import { roleOf, type Role, type SessionUser } from '../../src/domain/user';
import { SITE_NAME } from '../../src/routes/route-meta';
import type { Database } from '../db/database';
import {
  findArtistOfUser,
  lockUser,
  updateArtistDescription,
  updateUser,
  type UserChanges,
  type UserRow,
} from '../repositories/user.repository';
import { HttpError, notFound, validationError } from '../http/errors';
import { AUTH_MSG } from '../../src/domain/auth';
import { assertEmailFree } from './auth.service';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/sql-errors';
import { digestOf } from './edit-versions';
import { sanitizeRichText } from './rich-text';
import { queueVerificationLink } from './email-verification.service';
import { enforceRateLimit, type RateLimitRule } from './rate-limit';

/** A stored user's role, read from the row's flags. */
export const roleOfRow = (user: Pick<UserRow, 'is_admin' | 'is_artist'>): Role =>
  roleOf({ admin: user.is_admin, artist: user.is_artist });

export async function presentUser(
  db: Database,
  user: UserRow,
): Promise<SessionUser & FlatAddresses> {
  const artist = user.is_artist ? await findArtistOfUser(db, user.id) : undefined;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified: user.email_verified_at !== null,
    admin: user.is_admin,
    isAdmin: user.is_admin,
    artist: user.is_artist,
    artist_id: artist?.id ?? null,
    artist_slug: artist?.slug ?? null,
    wholesale_discount: user.wholesale_discount,
    markup: Number(user.markup),
    description: user.description,
    profile_image: user.profile_image,
    profile_background: user.profile_background,
    shipping_is_billing: user.shipping_is_billing,
    shipping_address: addressOf(user, 'shipping'),
    billing_address: addressOf(user, 'billing'),
    profile_version: profileVersion(user),
    ...flatAddressesOf(user),
  };
}

/** A digest of the fields the Information tab edits: any change to one of them changes it. */
export function profileVersion(user: UserRow): string {
  const fields = [
    user.name,
    user.email,
    Number(user.markup),
    user.description,
    user.shipping_is_billing,
    flatAddressesOf(user),
  ];
  return digestOf(fields);
}

/** The user's row under its lock, refused if it moved on since the form's copy was loaded. */
async function lockProfile(db: Database, userId: number, version: string | undefined) {
  const current = await lockUser(db, userId);
  if (!current) throw notFound('User not found.');
  if (version !== undefined && version !== profileVersion(current)) {
    throw new HttpError(409, PROFILE_STALE);
  }
  return current;
}

export interface SavedProfile {
  before: UserRow;
  after: UserRow;
}

/** A new address voids the password-reset links sent to the old one. */
async function saveUser(ctx: AppContext, user: UserRow, changes: UserChanges): Promise<UserRow> {
  if (changes.email !== undefined) await assertEmailFree(ctx, changes.email, user.id);
  try {
    const updated = await updateUser(ctx.db, user.id, changes);
    if (updated.email !== user.email) await dropResetTokens(ctx.db, user.id);
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError({ email: [AUTH_MSG.emailTaken] });
    throw error;
  }
}

const emailChanged = (user: UserRow, email: string) =>
  user.email.toLowerCase() !== email.toLowerCase();

// Each change of address mails both addresses (the notice, the verification link): capped per
// account and per address mailed, so that no account, nor many, can flood a stranger's inbox.
// Counted ahead of the save's transaction: a change refused because the address has an account
// counts too, or any account could ask, without end, which addresses have one.
export const EMAIL_CHANGES_PER_ACCOUNT: RateLimitRule = { limit: 5, windowSeconds: 60 * 60 };
export const EMAIL_CHANGES_TO_ADDRESS: RateLimitRule = { limit: 3, windowSeconds: 60 * 60 };

async function limitEmailChanges(db: Database, before: UserRow, email: string) {
  if (!emailChanged(before, email)) return;
  await enforceRateLimit(db, [
    { key: `email-change:user:${before.id}`, rule: EMAIL_CHANGES_PER_ACCOUNT },
    { key: `email-change:to:${email.toLowerCase()}`, rule: EMAIL_CHANGES_TO_ADDRESS },
  ]);
}

/** PUT /api/profile. Customers have no About text, so theirs is left as it is. */
export async function updateProfile(
  ctx: AppContext,
  user: UserRow,
  input: ProfileUpdate,
): Promise<SavedProfile> {
  await limitEmailChanges(ctx.db, user, input.email);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockProfile(trx, user.id, input.profile_version);
    const changes: UserChanges = {
      name: input.name,
      email: input.email,
      markup: Math.round(input.markup * 100) / 100,
      shipping_is_billing: input.shipping_is_billing,
    };
    if (emailChanged(before, input.email)) changes.email_verified_at = null;
    for (const kind of ['shipping', 'billing'] as const) {
      for (const field of ADDRESS_FIELDS) {
        const key = addressKey(kind, field);
        changes[key] = input[key] ?? null;
      }
    }
    const customer = roleOfRow(before) === 'customer';
    if (!customer && input.description !== undefined && input.description !== null) {
      changes.description = sanitizeRichText(input.description);
    }
    const after = await saveUser({ ...ctx, db: trx }, before, changes);
    if (emailChanged(before, after.email)) await queueVerificationLink(trx, after);
    if (changes.description !== undefined) {
      await updateArtistDescription(trx, user.id, after.description);
    }
    return { before, after };
  });
}

/**
 * Mails the account's previous address when its email changed, so a change its owner did not
 * make (on a shared computer, with a stolen session) does not pass unnoticed. A mail failure is
 * handed back for the caller to log: the change itself is saved.
 */
export async function noticeEmailChange(
  ctx: AppContext,
  before: UserRow,
  after: UserRow,
): Promise<{ mailError?: unknown }> {
  if (!emailChanged(before, after.email)) return {};
  try {
    await ctx.mailer.send({
      to: before.email,
      subject: 'Your email address was changed',
      ...mailBody([
        `Hello ${after.name},`,
        `The email address of your ${SITE_NAME} account was changed from ${before.email} to ${after.email}.`,
        'If you made this change, no further action is required.\nIf you did not, please contact us at once.',
        { link: `${ctx.config.appUrl}/contact-us`, label: 'Contact us' },
        SITE_NAME,
      ]),
    });
    return {};
  } catch (mailError) {
    return { mailError };
  }
}

/** PUT /user/profile-information: name and email; a new email is unverified again. */
export async function updateProfileInformation(
  ctx: AppContext,
  user: UserRow,
  input: ProfileInformationInput,
): Promise<SavedProfile> {
  await limitEmailChanges(ctx.db, user, input.email);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockProfile(trx, user.id, input.profile_version);
    const changes: UserChanges = { name: input.name, email: input.email };
    if (emailChanged(before, input.email)) changes.email_verified_at = null;
    const after = await saveUser({ ...ctx, db: trx }, before, changes);
    if (emailChanged(before, after.email)) await queueVerificationLink(trx, after);
    return { before, after };
  });
}
