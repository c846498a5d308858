// Validation texts of the spec, word for word, shared by the UI and the server.
export const MSG = {
  required: 'This field is required.',
  requiredShort: 'Required',
  emailValid: 'Email must be valid',
  eMailValid: 'E-mail must be valid',
  eMailRequired: 'E-mail is required',
  min8: 'Min 8 characters',
  max20: 'Max 20 characters',
  captchaRequired: 'captcha field is required.',
  accountDisabled: 'This account is disabled. Please contact to administrator',
  passwordConfirmation: 'Password confirmation must match password',
  markupMin: 'The markup percentage cannot be less than 10%.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone is required',
  phoneMin: 'Your phone must be at least 8 characters',
  formHasErrors: 'This Form Has Errors.',
  formSuccessful: 'Form Successful.',
  newsletterSuccessful: 'Newsletter Successful.',
  emptyCart:
    'You have no items in your cart. Please return to Art Categories to add items to your cart.',
} as const;

/**
 * A zod schema's own error: `missing` when no value was sent, else `invalid` (or, if none is
 * given, the message of the check that failed). A plain string there would be shown for every
 * issue without a message of its own: a 300-character name or a quantity of 1.5 would read
 * 'This field is required.'.
 */
export const missingOr =
  (missing: string, invalid?: string) =>
  (issue: { input?: unknown }): string | undefined =>
    issue.input === undefined || issue.input === null ? missing : invalid;

/** Not worded by the spec: a day a list is filtered by, and the time zone its days are in. */
export const DATE_MSG = {
  format: 'The date must be YYYY-MM-DD.',
  range: 'The date must be between 01/01/1970 and 12/31/9999.',
  endBeforeStart: 'The end date must not be before the start date.',
  timeZone: 'The time zone must be an IANA name such as America/New_York.',
} as const;

/** Not worded by the spec: a number with more decimals than the shop stores. */
export const twoDecimals = (label: string) => `The ${label} may have at most 2 decimal places.`;

/**
 * The spec's address pattern: something@something.something, no spaces; nor the marks a mail
 * program reads as a name and an address, or as several addresses (`Name <a@b.c>`, `a@b.c, d@e.f`),
 * so an account's mail goes to the very address it shows.
 */
/** No blanks, controls or invisible format characters: 'cust\u200Bomer@…' is not a second 'customer@…'. */
export const EMAIL_PATTERN =
  /^[^\s@<>()[\]\\,;:"\p{Cc}\p{Cf}]+@[^\s@<>()[\]\\,;:"\p{Cc}\p{Cf}]+\.[^\s@<>()[\]\\,;:"\p{Cc}\p{Cf}]+$/u;
