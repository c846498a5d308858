// The Content screen's contract: which pages have fields (the content_fields page names the
// public endpoints read, see ../content.ts), which fields are rich text, FAQs, config lists and
// products. Shared by the server and the PWA.
import { z } from 'zod';
import { plainLine } from '../plain-line';
import { lazySchema } from '../lazy-schema';
import { editVersionField } from '../edit-version';
import { MSG, missingOr } from '../messages';
import { isWholeCents } from '../money';
import {
  calculationTypes,
  configListNames,
  LIST_PRICE_MAX,
  type ConfigListName,
} from '../config-lists';
import type { ContentPage } from '../content';

/** Every content page, in the order the picker shows them, with what it is for. */
export const ADMIN_CONTENT_PAGES: ReadonlyArray<{ page: ContentPage; label: string }> = [
  { page: 'homepage', label: 'Home' },
  { page: 'about', label: 'About' },
  { page: 'contact-us', label: 'Contact' },
  { page: 'faqs', label: 'FAQ' },
  { page: 'return-policy', label: 'Return policy' },
  { page: 'privacy-policy', label: 'Privacy policy' },
  { page: 'our-artists', label: 'Artist archive (meta)' },
  { page: 'artists', label: 'Artist page (meta)' },
  { page: 'art-artists', label: 'Art categories (meta)' },
  { page: 'categories', label: 'All categories (meta)' },
  { page: 'products', label: 'Order page (meta)' },
];
export const contentPageNames = ADMIN_CONTENT_PAGES.map((p) => p.page) as [
  ContentPage,
  ...ContentPage[],
];

/** Fields holding HTML (edited as rich text, sanitized on the server); the rest is plain text. */
export const isHtmlField = (key: string) => key === 'content' || key.endsWith('_html');

export const CONTENT_KEY_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
export const CONTENT_VALUE_MAX = 50_000;

export const contentPageSchema = lazySchema(() =>
  z.object({
    page: z.enum(contentPageNames),
    label: z.string(),
    fields: z.record(z.string(), z.string()),
    html_fields: z.array(z.string()),
    /** A digest of every field: the editor sends it back with its save. */
    page_version: z.string(),
  }),
);
export type AdminContentPage = z.infer<typeof contentPageSchema>;
export const contentPageResponseSchema = lazySchema(() => z.object({ data: contentPageSchema }));

export const contentUpdateSchema = lazySchema(() =>
  z.object({
    // Which keys a page has is the server's to say (its defaults): another is refused there.
    fields: z.record(
      z.string().regex(CONTENT_KEY_PATTERN),
      z.string().max(CONTENT_VALUE_MAX, {
        error: `A field must not be longer than ${CONTENT_VALUE_MAX} characters.`,
      }),
      // A bad key is reported by the record ('Invalid key in record'), not by the key's schema.
      {
        error: (issue) =>
          issue.code === 'invalid_key' ? 'Field names are lower_case_words.' : undefined,
      },
    ),
    page_version: editVersionField(),
  }),
);

export const adminFaqSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    question: z.string(),
    answer: z.string(),
    sort: z.number(),
    /** A digest of the question and answer: the edit dialog sends it back with its save. */
    faq_version: z.string(),
  }),
);
export type AdminFaq = z.infer<typeof adminFaqSchema>;
export const adminFaqListSchema = lazySchema(() => z.object({ data: z.array(adminFaqSchema) }));
export const adminFaqResponseSchema = lazySchema(() => z.object({ data: adminFaqSchema }));

export const faqInputSchema = lazySchema(() =>
  z.object({
    question: z
      .string({ error: missingOr(MSG.required) })
      .overwrite(plainLine)
      .trim()
      .min(1, { error: 'This field is required.' })
      .max(500, { error: 'The question must not be greater than 500 characters.' }),
    answer: z
      .string({ error: missingOr(MSG.required) })
      .max(20_000, { error: 'The answer must not be greater than 20000 characters.' }),
    sort: z.number().int().min(0).max(100_000).optional(),
    faq_version: editVersionField(),
  }),
);
export type FaqInput = z.input<typeof faqInputSchema>;

export const CONFIG_LIST_LABELS: Record<ConfigListName, string> = {
  frames: 'Frames',
  mats: 'Mats',
  medias: 'Medias (papers and canvases)',
  mountings: 'Mountings and stretchers',
  wraps: 'Wraps',
  varnishes: 'Varnishes',
  presets: 'Presets',
  pricing: 'Pricing constants',
  printSizes: 'Print sizes (long edge, in)',
};
/**
 * A config list's field as the admin editors label it: the key in words ('pricePerSqIn' →
 * 'Price per sq in', 'mounting_adhesive' → 'Mounting adhesive'); the key itself stays what is
 * saved and what the server's errors name.
 */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .replace(/\bid\b/g, 'ID');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
export const configListNameSchema = lazySchema(() =>
  z.enum(configListNames as [ConfigListName, ...ConfigListName[]]),
);
/** A list saved from a copy older than the stored one: another admin's save would be undone. */
export const configListChanged = (name: ConfigListName) =>
  `Another admin saved ${CONFIG_LIST_LABELS[name]} after you opened it, so yours was not saved. Load the saved list, then make your changes again.`;

/** Saves of the Content screen made from a copy older than the stored one. */
export const CONTENT_MSG = {
  pageChanged:
    'Another admin saved this page after you opened it, so your changes were not saved. The form now shows the saved page around what you typed; check it, then save again.',
  faqChanged:
    'Another admin saved this question after you opened it, so yours was not saved. The form now shows the saved question around what you typed; check it, then save again.',
  productChanged:
    'Another admin saved this product after you opened it, so yours was not saved. The row now shows the saved product around what you typed; check it, then save again.',
} as const;

export const configListUpdateSchema = lazySchema(() =>
  z.object({
    items: z.unknown(),
    /** The updated_at of the list the editor loaded (null: not saved yet); checked when given. */
    updated_at: z.iso
      .datetime({ error: 'The updated_at must be the time the list was saved, as it was given.' })
      .nullable()
      .optional(),
  }),
);
export const configListResponseSchema = lazySchema(() =>
  z.object({
    name: configListNameSchema,
    items: z.unknown(),
    updated_at: z.string().nullable(),
  }),
);

export const adminProductSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    unit_price: z.number(),
    calculation_type: z.enum(calculationTypes),
    sort: z.number(),
    /** A digest of the name, unit price and calculation: the row sends it back with its save. */
    product_version: z.string(),
  }),
);
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductListSchema = lazySchema(() =>
  z.object({ data: z.array(adminProductSchema) }),
);
export const adminProductResponseSchema = lazySchema(() => z.object({ data: adminProductSchema }));

export const productInputSchema = lazySchema(() =>
  z.object({
    name: z
      .string({ error: missingOr(MSG.required) })
      .overwrite(plainLine)
      .trim()
      .min(1, { error: 'This field is required.' })
      .max(200, { error: 'The name must not be greater than 200 characters.' }),
    unit_price: z
      .number({ error: 'The unit price must be a number.' })
      .min(0, { error: 'The unit price must be at least 0.' })
      .max(LIST_PRICE_MAX, {
        error: `The unit price must not be greater than ${LIST_PRICE_MAX}.`,
      })
      .refine(isWholeCents, { error: 'The unit price must be in whole cents.' }),
    calculation_type: z.enum(calculationTypes, {
      error: 'The selected calculation type is invalid.',
    }),
    sort: z.number().int().min(0).max(100_000).optional(),
    product_version: editVersionField(),
  }),
);
export type ProductInput = z.input<typeof productInputSchema>;
