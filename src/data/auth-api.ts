// Typed calls of the auth and account endpoints (base B for Fortify's paths, base A for the
// user and the profile). Every write goes through the API client, which sends the CSRF token
// (fetching it when missing); failures arrive as ApiError with the server's field errors.
import { z } from 'zod';
import type {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  UpdatePasswordInput,
} from '../domain/auth';
import type { ProfileInput } from '../domain/profile';
import { lazySchema } from '../domain/lazy-schema';
import { sessionUserSchema, type SessionUser } from '../domain/user';
import { api } from './api-client';
import { clearPendingLogout, inSessionTurn } from './pending-logout';

const userEnvelope = lazySchema(() => z.object({ data: z.object({ data: sessionUserSchema }) }));
const ignored = lazySchema(() => z.unknown());

/** A sign-in replaces the session the browser had: a logout kept for it is moot. */
const signedIn = <T>(answer: T) => {
  clearPendingLogout();
  return answer;
};

export const login = (body: LoginInput) =>
  inSessionTurn(() => api(ignored, 'POST', '/login', { body }).then(signedIn));

export const register = (body: RegisterInput) =>
  inSessionTurn(() => api(ignored, 'POST', '/register', { body }).then(signedIn));

/** Not waited on for long: the device is signed out here either way, and the logout kept. */
const LOGOUT_TIMEOUT_MS = 8_000;

export const logout = () =>
  api(ignored, 'POST', '/logout', { signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });

export const forgotPassword = (body: ForgotPasswordInput) =>
  api(ignored, 'POST', '/forgot-password', { body });

export const resetPassword = (body: ResetPasswordInput) =>
  api(ignored, 'POST', '/reset-password', { body });

/** Signs every other device out; this one goes on with a fresh session. */
export const updatePassword = (body: UpdatePasswordInput) =>
  api(ignored, 'PUT', '/user/password', { body });

export const updateProfile = (body: ProfileInput): Promise<SessionUser> =>
  api(userEnvelope, 'PUT', '/api/profile', { body }).then((r) => r.data.data);

/** Where the ALTCHA widget fetches its challenge. */
const linkSent = lazySchema(() => z.object({ message: z.string() }).optional());

/** Mails a new link to confirm the address: false when it is confirmed already (a 204). */
export const sendVerificationLink = (): Promise<boolean> =>
  api(linkSent, 'POST', '/email/verification-notification').then((sent) => sent !== undefined);

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';
