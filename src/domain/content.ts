// Server-supplied content (fields per page, FAQs), the contact and newsletter forms with the
// spec's messages word for word, and the meta placeholders. Shared by the UI and the server.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { EMAIL_PATTERN, MSG, missingOr } from './messages';
import { plainLine } from './plain-line';

/**
 * Which page of content_fields each endpoint reads. The artist, order and catalogue pages take
 * their meta from 'artists', 'products' and 'art-artists'.
 */
export const CONTENT_PAGES = {
  'homepage-fields': 'homepage',
  'about-fields': 'about',
  'faqs-fields': 'faqs',
  'return-policy-get-fields': 'return-policy',
  'privacy-policy-get-fields': 'privacy-policy',
  'our-artists-get-fields': 'our-artists',
  'artists-get-fields': 'artists',
  'art-artists-get-fields': 'art-artists',
  'products-get-fields': 'products',
  'categories-fields': 'categories',
  'contact-us-fields': 'contact-us',
} as const;
export type ContentEndpoint = keyof typeof CONTENT_PAGES;
export type ContentPage = (typeof CONTENT_PAGES)[ContentEndpoint];

/** The footer's social links: content fields of the contact page, shown only when set. */
export const SOCIAL_LINKS = [
  { field: 'social_instagram', label: 'Instagram' },
  { field: 'social_facebook', label: 'Facebook' },
  { field: 'social_pinterest', label: 'Pinterest' },
] as const;

/** The social links that are set to a web address (anything else is not a link to follow). */
export function socialLinks(fields: ContentFields | undefined): { label: string; href: string }[] {
  return SOCIAL_LINKS.flatMap(({ field, label }) => {
    const href = fields?.[field]?.trim() ?? '';
    return /^https?:\/\/[^\s]+$/i.test(href) ? [{ label, href }] : [];
  });
}

/** A page's fields: key → text (HTML for `content` fields). Always has the meta keys. */
export const contentFieldsSchema = lazySchema(() =>
  z
    .object({ meta_title: z.string(), meta_description: z.string(), meta_keywords: z.string() })
    .catchall(z.string()),
);
export type ContentFields = z.infer<typeof contentFieldsSchema>;

export const faqSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    question: z.string(),
    answer: z.string(),
  }),
);
export type Faq = z.infer<typeof faqSchema>;

/**
 * An address of at most 254 characters. The contact form says when it is missing; the
 * newsletter has one message for anything that is not an address, an empty field included.
 */
const email = (missing: string) =>
  z
    .string({ error: missingOr(missing) })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(254, { error: MSG.eMailValid })
    .regex(EMAIL_PATTERN, { error: MSG.eMailValid });

// Invisible characters go before the trim, and a missing value gets its one message, not also
// the format's: a name of zero-width spaces is no name, and '' is required, not too short.
const requiredText = (message: string) =>
  z
    .string({ error: missingOr(message) })
    .overwrite(plainLine)
    .trim()
    .min(1, { error: message })
    .max(200);

export const contactFormSchema = lazySchema(() =>
  z.object({
    first_name: requiredText(MSG.firstNameRequired),
    last_name: requiredText(MSG.lastNameRequired),
    email: email(MSG.eMailRequired),
    phone: z
      .string({ error: missingOr(MSG.phoneRequired) })
      .overwrite(plainLine)
      .trim()
      .min(1, { error: MSG.phoneRequired, abort: true })
      .min(8, { error: MSG.phoneMin })
      .max(40),
    message: z.string().trim().max(5000).optional(),
  }),
);
export type ContactForm = z.input<typeof contactFormSchema>;

export const newsletterSchema = lazySchema(() =>
  z.object({
    email: email(MSG.eMailValid),
  }),
);

export const messageSchema = lazySchema(() => z.object({ message: z.string() }));

export interface MetaValues {
  user_name?: string | undefined;
  title?: string | undefined;
  author?: string | undefined;
}

/**
 * Replaces {user_name}, {title} and {author} in meta text, in one pass: a value that reads like
 * one ('{title}', a work's name) is text, not a placeholder. Undefined when one of them has no
 * value (the page's subject is not known yet); other braces stay.
 */
export function fillMeta(text: string, values: MetaValues): string | undefined {
  let complete = true;
  const filled = text.replace(/\{(user_name|title|author)\}/g, (whole, key: keyof MetaValues) => {
    const value = values[key];
    if (value === undefined) complete = false;
    return value ?? whole;
  });
  return complete ? filled : undefined;
}
