// Sign-in, registration and passwords, in the manner of Laravel Fortify. Routes validate the
// body with the shared schemas of src/domain/auth.ts and call these; nothing here ever logs or
// returns a password or a token.
//
// Rate limits (database-backed, so they hold across processes):
// - login: 10 attempts a minute per email (cleared by a successful login) and 100 a minute per
//   IP; every attempt counts and the check comes before the password is verified, so the
//   eleventh failure in a minute is a 429 even with the right password.
// - forgot-password: 5 per 15 minutes per email and 20 per 15 minutes per IP, counted whether
//   or not the email exists, so the limit reveals nothing either; the link is made and mailed
//   by a job (sendPasswordResetLink).
// - registration: 20 an hour per IP, every well-formed attempt counted before the captcha is
//   checked (the proof of work slows a bot; this caps one address's accounts).
import type { AppContext } from '../context';
import { mailBody } from './mail-body';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/sql-errors';
import { AUTH_MSG, type LoginInput, type RegisterInput } from '../../src/domain/auth';
import type { ResetPasswordInput, UpdatePasswordInput } from '../../src/domain/auth';
import { MSG } from '../../src/domain/messages';
import { validationError } from '../http/errors';
import {
  consumeResetToken,
  dropResetTokens,
  replaceResetToken,
} from '../repositories/password-reset.repository';
import { deleteUserSessions, hashToken, newToken } from '../repositories/session.repository';
import {
  emailTaken,
  findUserByEmail,
  insertUser,
  lockUser,
  updateUser,
  type UserRow,
} from '../repositories/user.repository';
import { captchaKeys, verifyCaptcha } from './captcha.service';
import { enqueueJob, type JobHandler } from './job-queue';
import { hashPassword, verifyPassword } from './passwords';
import { clearRateLimit, enforceRateLimit, hitRateLimit, type RateLimitRule } from './rate-limit';
import { queueVerificationLink } from './email-verification.service';
import { SITE_NAME } from '../../src/routes/route-meta';

export const LOGIN_PER_ACCOUNT: RateLimitRule = { limit: 10, windowSeconds: 60 };
export const LOGIN_PER_IP: RateLimitRule = { limit: 100, windowSeconds: 60 };
export const FORGOT_PER_EMAIL: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };
export const FORGOT_PER_IP: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };
export const PASSWORD_CHANGE: RateLimitRule = { limit: 10, windowSeconds: 60 };
export const REGISTER_PER_IP: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 };
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Failed logins are counted per account and address together (as Laravel Fortify does): someone
 * guessing a customer's password from elsewhere is stopped without locking the customer out.
 */
const loginAccountKey = (email: string, ip: string) =>
  `login:email:${email.toLowerCase()}|ip:${ip}`;

// Verifying against a throwaway hash when the email is unknown keeps the answer time the same.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword('not-a-real-password'));

/** Returns the user whose credentials these are, or throws the spec's 422. */
export async function attemptLogin(
  ctx: AppContext,
  input: LoginInput,
  ip: string,
): Promise<UserRow> {
  // The address first: once it is refused, nothing more is written for it.
  await enforceRateLimit(ctx.db, [
    { key: `login:ip:${ip}`, rule: LOGIN_PER_IP },
    { key: loginAccountKey(input.email, ip), rule: LOGIN_PER_ACCOUNT },
  ]);
  const user = await findUserByEmail(ctx.db, input.email);
  const valid = await verifyPassword(input.password, user?.password_hash ?? (await timingDummy()));
  if (!user || !valid) throw validationError({ email: [AUTH_MSG.credentials] });
  // Only someone who knows the password learns that the account is disabled.
  if (user.disabled) throw validationError({ email: [MSG.accountDisabled] });
  await clearRateLimit(ctx.db, loginAccountKey(input.email, ip));
  return user;
}

const captchaError = () => validationError({ captcha_token: [MSG.captchaRequired] });

export async function register(
  ctx: AppContext,
  input: RegisterInput,
  ip: string,
): Promise<UserRow> {
  await enforceRateLimit(ctx.db, [{ key: `register:ip:${ip}`, rule: REGISTER_PER_IP }]);
  const captcha = await verifyCaptcha(
    ctx.db,
    captchaKeys(ctx.config.sessionSecret),
    input.captcha_token,
  );
  if (!captcha) throw captchaError();
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing) {
    throw validationError({
      email: [existing.disabled ? MSG.accountDisabled : AUTH_MSG.emailTaken],
    });
  }
  if (!(await captcha.consume())) throw captchaError();
  let user: UserRow;
  try {
    user = await insertUser(ctx.db, {
      email: input.email,
      name: `${input.first_name} ${input.last_name}`,
      first_name: input.first_name,
      last_name: input.last_name,
      password_hash: await hashPassword(input.password),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError({ email: [AUTH_MSG.emailTaken] });
    throw error;
  }
  await queueVerificationLink(ctx.db, user);
  ctx.jobs.kick();
  return user;
}

export const RESET_LINK_JOB = 'password.reset-link';

/**
 * The same answer, after the same work, whether or not the email exists: the request only
 * counts and queues, and a job makes and mails the link, so neither the time of the answer nor
 * a failing mail server tells a stranger which addresses have an account. Queued in the
 * database, the mail survives a restart and is retried.
 */
export async function sendPasswordResetLink(
  ctx: AppContext,
  email: string,
  ip: string,
): Promise<void> {
  await enforceRateLimit(ctx.db, [{ key: `forgot:ip:${ip}`, rule: FORGOT_PER_IP }]);
  // Past the account's limit the answer is the same and no mail goes: a stranger asking again and
  // again cannot stop the owner's requests with a 429, and the links already mailed to the owner
  // still work (the newest one).
  const perAccount = await hitRateLimit(
    ctx.db,
    `forgot:email:${email.toLowerCase()}`,
    FORGOT_PER_EMAIL,
  );
  if (!perAccount.allowed) return;
  await enqueueJob(ctx.db, RESET_LINK_JOB, { email });
  ctx.jobs.kick();
}

/** The job: a link for the account of that address, if it has one and may sign in. */
export const mailResetLink: JobHandler = async (payload, ctx) => {
  const { email } = payload as { email: string };
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.disabled) return;
  const token = newToken();
  const stored = await replaceResetToken(
    ctx.db,
    user,
    hashToken(token),
    new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
  );
  if (!stored) return;
  const link = `${ctx.config.appUrl}/reset-password?${new URLSearchParams({
    token,
    email: user.email,
  }).toString()}`;
  await ctx.mailer.send(resetMail(user, link));
};

function resetMail(user: UserRow, link: string) {
  const minutes = RESET_TOKEN_LIFETIME_MS / 60_000;
  const body = mailBody([
    `Hello ${user.name},`,
    `You are receiving this email because we received a password reset request for your ${SITE_NAME} account.`,
    { link, label: 'Reset Password' },
    `This password reset link will expire in ${minutes} minutes.\nIf you did not request a password reset, no further action is required.`,
    SITE_NAME,
  ]);
  return { to: user.email, subject: 'Reset Password Notification', ...body };
}

/** Sets the new password with a valid token, then ends every session of that user. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  const consumed = user ? await consumeResetToken(ctx.db, user.id, hashToken(input.token)) : false;
  if (!user || !consumed) throw validationError({ email: [AUTH_MSG.resetTokenInvalid] });
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute((trx) => setPasswordAndSignOut(trx, user.id, passwordHash));
}

/**
 * The new password and the end of every session, inside the caller's transaction: the user's row
 * stays locked until both are done, so a login checked against the old password cannot start a
 * session in between (createSessionForPassword waits for the lock, then sees the new hash).
 */
async function setPasswordAndSignOut(trx: Database, userId: number, passwordHash: string) {
  await updateUser(trx, userId, { password_hash: passwordHash });
  await deleteUserSessions(trx, userId);
  await dropResetTokens(trx, userId);
}

/** PUT /user/password: checks the current password; the caller then rotates the session. */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  input: UpdatePasswordInput,
): Promise<void> {
  // Whoever holds the session (a shared computer, a stolen cookie) may not guess on and on.
  await enforceRateLimit(ctx.db, [{ key: `password:user:${user.id}`, rule: PASSWORD_CHANGE }]);
  const passwordHash = await hashPassword(input.password);
  // The current password is checked against the row as it is under the lock, not as the session
  // loaded it: of two changes sent at once from two devices, the second is checked against the
  // first one's new password and refused, instead of both answering success and one being lost.
  await ctx.db.transaction().execute(async (trx) => {
    const current = (await lockUser(trx, user.id))?.password_hash;
    if (!current || !(await verifyPassword(input.current_password, current))) {
      throw validationError({ current_password: [AUTH_MSG.currentPasswordWrong] });
    }
    await setPasswordAndSignOut(trx, user.id, passwordHash);
  });
}

/** Throws the 422 for an email another account already has. */
export async function assertEmailFree(ctx: AppContext, email: string, userId: number) {
  if (await emailTaken(ctx.db, email, userId)) {
    throw validationError({ email: [AUTH_MSG.emailTaken] });
  }
}
