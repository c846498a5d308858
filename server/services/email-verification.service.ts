// Email verification as Laravel does it: a signed link (user id, a hash of the address and an
// expiry, HMAC-signed with a key derived from the session secret) mailed to the user. The link
// works in any browser and only for the address it was sent to. It is mailed when an account is
// made and when its address changes (a job, so the mail survives a restart and is retried), and
// again on request (POST /email/verification-notification).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mailBody } from './mail-body';
import { SITE_NAME } from '../../src/routes/route-meta';
import type { AppContext } from '../context';
import { findUserById, markEmailVerified, type UserRow } from '../repositories/user.repository';
import { enqueueJob, type JobHandler } from './job-queue';

export const VERIFICATION_LINK_LIFETIME_MS = 60 * 60 * 1000;

const addressHash = (email: string) => createHash('sha1').update(email.toLowerCase()).digest('hex');

function sign(secret: string, id: number, hash: string, expires: number): string {
  const key = createHmac('sha256', secret).update('email-verification').digest();
  return createHmac('sha256', key).update(`${id}:${hash}:${expires}`).digest('hex');
}

export function verificationLink(ctx: AppContext, user: UserRow, now = Date.now()): string {
  const hash = addressHash(user.email);
  const expires = Math.floor((now + VERIFICATION_LINK_LIFETIME_MS) / 1000);
  const signature = sign(ctx.config.sessionSecret, user.id, hash, expires);
  return `${ctx.config.appUrl}/email/verify/${user.id}/${hash}?expires=${expires}&signature=${signature}`;
}

/** Mails the link; false when the address is already verified (nothing to send). */
export async function sendVerificationLink(ctx: AppContext, user: UserRow): Promise<boolean> {
  if (user.email_verified_at) return false;
  const link = verificationLink(ctx, user);
  await ctx.mailer.send({
    to: user.email,
    subject: `Verify your email address for ${SITE_NAME}`,
    ...mailBody([
      // Not by name: the name is what whoever typed this address chose, and it is not yet known
      // to be this address's owner (a registration or an email change).
      'Hello,',
      `Please confirm that this is your email address for your ${SITE_NAME} account.`,
      { link, label: 'Verify Email Address' },
      'If you did not create an account, no further action is required.',
      SITE_NAME,
    ]),
  });
  return true;
}

export const VERIFICATION_LINK_JOB = 'email.verification-link';

/** Queues the link for the account's address as it is now; `db` may be the change's transaction. */
export const queueVerificationLink = (db: AppContext['db'], user: UserRow) =>
  enqueueJob(db, VERIFICATION_LINK_JOB, { userId: user.id, email: user.email });

/** The job: the link, unless the address has changed again or been verified meanwhile. */
export const mailVerificationLink: JobHandler = async (payload, ctx) => {
  const { userId, email } = payload as { userId: number; email: string };
  const user = await findUserById(ctx.db, userId);
  if (!user || user.disabled || user.email !== email) return;
  await sendVerificationLink(ctx, user);
};

/** Marks the address verified when the link is genuine, unexpired and still for that address. */
export async function verifyEmail(
  ctx: AppContext,
  link: { id: number; hash: string; expires: number; signature: string },
): Promise<boolean> {
  if (link.expires * 1000 < Date.now()) return false;
  const expected = Buffer.from(sign(ctx.config.sessionSecret, link.id, link.hash, link.expires));
  const given = Buffer.from(link.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const user = await findUserById(ctx.db, link.id);
  if (!user || addressHash(user.email) !== link.hash) return false;
  // Only while the address is still the one the link was for: an email change landing
  // between the read and this write leaves the new address unverified.
  if (!user.email_verified_at) await markEmailVerified(ctx.db, user.id, user.email);
  return true;
}
