// Request schemas of the auth endpoints with the spec's messages, word for word. The server
// validates bodies with them and the forms on /login, /reset-password and checkout use the same
// rules, so a message never differs between the two sides.
import { z } from 'zod';
import { editVersionField } from './edit-version';
import { lazySchema } from './lazy-schema';
import { EMAIL_PATTERN, MSG, missingOr } from './messages';
import { plainLine } from './plain-line';

/** Texts the spec does not give; Laravel's wording, as the original backend answered. */
export const AUTH_MSG = {
  credentials: 'These credentials do not match our records.',
  emailTaken: 'The email has already been taken.',
  resetTokenInvalid: 'This password reset token is invalid.',
  currentPasswordWrong: 'The provided password does not match your current password.',
  resetLinkSent: 'We have emailed your password reset link.',
  passwordReset: 'Your password has been reset.',
  userFetchFailed: 'Unable to fetch user after login, check your API settings.',
  resetEmailToast: 'You should receive a password reset email shortly.',
  verifyLinkInvalid:
    'This link to confirm your email address is invalid or has expired. My Account can send you a new one.',
  emailConfirmed: 'Your email address is confirmed.',
  /** A write from a tab of one account, sent with another account's session (server and app). */
  otherAccount: 'Another account has signed in on this browser since this page was opened.',
} as const;

export const PASSWORD_MIN = 8;
export const NAME_MAX = 20;

// No check aborts the parse (zod skips even `when` refinements after an explicit abort, and the
// cross-field rules below must still run); the later checks pass a blank value instead, so a
// field reports 'required' alone.

/** A required string: a missing value or only blanks is 'required'. */
export const requiredString = (message: string = MSG.required) =>
  z
    .string({ error: missingOr(message) })
    .overwrite(plainLine)
    .trim()
    .min(1, message);

/** Mail addresses are at most 254 characters (RFC 5321); the columns and keys hold 255. */
export const EMAIL_MAX = 255;
const emailWith = (required: string, invalid: string) =>
  requiredString(required)
    .max(EMAIL_MAX, `The email must not be greater than ${EMAIL_MAX} characters.`)
    // One message at a time: an address too long is not also called invalid.
    .refine((v) => v === '' || v.length > EMAIL_MAX || EMAIL_PATTERN.test(v), invalid);

/** Email as on the login and forgot-password forms. */
export const loginEmail = emailWith(MSG.required, MSG.emailValid);
/** Email as on the registration form. */
export const registrationEmail = emailWith(MSG.eMailRequired, MSG.eMailValid);
// Passwords are never trimmed: a leading or trailing space is part of the secret.
export const password = lazySchema(() =>
  z
    .string({ error: missingOr(MSG.required, 'The password must be a string.') })
    .min(1, MSG.required)
    .refine((v) => v === '' || v.length >= PASSWORD_MIN, MSG.min8),
);
const personName = requiredString().max(NAME_MAX, MSG.max20);

export const loginSchema = lazySchema(() => z.object({ email: loginEmail, password }));
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = lazySchema(() => z.object({ email: loginEmail }));
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const registerSchema = lazySchema(() =>
  z.object({
    first_name: personName,
    last_name: personName,
    email: registrationEmail,
    password,
    captcha_token: z.string({ error: MSG.captchaRequired }).min(1, MSG.captchaRequired),
  }),
);
export type RegisterInput = z.infer<typeof registerSchema>;

// The spec asks the confirmation, too, for at least 8 characters.
const confirmation = lazySchema(() =>
  z
    .string({ error: missingOr(MSG.required, 'The password confirmation must be a string.') })
    .min(1, MSG.required)
    .refine((v) => v === '' || v.length >= PASSWORD_MIN, MSG.min8),
);

/** 'Confirmation must match', checked even while other fields are invalid (so all show at once). */
const confirmationMatches = (v: { password: string; password_confirmation: string }) =>
  !v.password_confirmation || v.password === v.password_confirmation;
const mismatch = () => ({
  error: MSG.passwordConfirmation,
  path: ['password_confirmation'],
  when: () => true,
});

export const resetPasswordSchema = lazySchema(() =>
  z
    .object({
      token: requiredString(AUTH_MSG.resetTokenInvalid),
      email: loginEmail,
      password,
      password_confirmation: confirmation,
    })
    .refine(confirmationMatches, mismatch()),
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** PUT /user/password (Fortify's update-password). */
export const updatePasswordSchema = lazySchema(() =>
  z
    .object({
      current_password: z
        .string({ error: missingOr(MSG.required, 'The current password must be a string.') })
        .min(1, MSG.required),
      password,
      password_confirmation: confirmation,
    })
    .refine(confirmationMatches, mismatch()),
);
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

/** PUT /user/profile-information (Fortify's profile update): name and email only. */
export const profileInformationSchema = lazySchema(() =>
  z.object({
    name: requiredString().max(255, 'The name must not be greater than 255 characters.'),
    email: loginEmail,
    /**
     * The profile_version of the user the form was filled from: a save made from an older copy
     * (another tab, another device) is refused rather than undoing what was saved since.
     */
    profile_version: editVersionField(),
  }),
);
export type ProfileInformationInput = z.infer<typeof profileInformationSchema>;
