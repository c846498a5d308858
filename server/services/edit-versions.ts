// What a form loads with the record it edits and sends back with its save, so that a save made
// from an older copy (another tab, another device, another admin saved since) is refused with
// 409 instead of undoing the newer one. A version is a digest of exactly the fields that form
// writes: a change elsewhere (a new picture, a password, a FAQ's place in the list) leaves it as
// it is.
import { createHash } from 'node:crypto';
import { CONTENT_MSG } from '../../src/domain/admin/content';
import { ARTIST_MSG } from '../../src/domain/admin/gallery';
import { PORTFOLIO_MSG } from '../../src/domain/portfolio';
import { HttpError, validationError } from '../http/errors';

export const digestOf = (fields: readonly unknown[]): string =>
  createHash('sha256').update(JSON.stringify(fields)).digest('base64url').slice(0, 22);

export interface ImageDetailValues {
  name: string;
  keywords: string;
  date_scanned: string | null;
  original_width: number | string;
  original_height: number | string;
  proportion: string | null;
  style: string | null;
  medium: string | null;
  category_id: number | null;
}

/**
 * The version of an artwork's details, as the artist's edit dialog saves them: not the markup or
 * the market flag, which it never sends, so Sell in market toggled in another tab leaves an open
 * dialog's save alone.
 */
export const imageDetailsVersion = (i: ImageDetailValues): string =>
  digestOf([
    i.name,
    i.keywords,
    i.date_scanned,
    Number(i.original_width),
    Number(i.original_height),
    i.proportion,
    i.style,
    i.medium,
    i.category_id,
  ]);

export interface AdminImageValues extends ImageDetailValues {
  markup: number | string;
  sale_in_market: boolean;
}

/** The version of an artwork as Manage Gallery's dialog saves it: the details, markup and flag. */
export const adminImageVersion = (i: AdminImageValues): string =>
  digestOf([imageDetailsVersion(i), Number(i.markup), i.sale_in_market]);

/** A details save's body without its details_version, and the version (a short string or none). */
export function takeDetailsVersion(body: unknown): {
  version: string | undefined;
  fields: Record<string, unknown>;
} {
  const { details_version: version, ...fields } = (body ?? {}) as Record<string, unknown>;
  if (version !== undefined && (typeof version !== 'string' || version.length > 64)) {
    throw validationError({ details_version: ['The details version is invalid.'] });
  }
  return { version, fields };
}

/**
 * The check a save runs on the stored row under its lock: with a version (the form's copy) that
 * is no longer the stored row's, the save is refused with 409 and `message`.
 */
const unchangedSince =
  <R>(versionOf: (stored: R) => string, message: string) =>
  (version: string | undefined) =>
  (stored: R): void => {
    if (version !== undefined && version !== versionOf(stored)) throw new HttpError(409, message);
  };

export const sameDetailsAs = unchangedSince(imageDetailsVersion, PORTFOLIO_MSG.detailsChanged);
export const sameAdminImageAs = unchangedSince(adminImageVersion, PORTFOLIO_MSG.detailsChanged);

/** A content page's fields as its editor shows and saves them, every one; in key order. */
export const pageFieldsVersion = (fields: Record<string, string>): string =>
  digestOf(
    Object.keys(fields)
      .sort()
      .map((key) => [key, fields[key]]),
  );

export const samePageFieldsAs = unchangedSince(pageFieldsVersion, CONTENT_MSG.pageChanged);

/** A FAQ's question and answer; not its place in the list, which the arrows move. */
export const faqVersion = (f: { question: string; answer: string }): string =>
  digestOf([f.question, f.answer]);

export const sameFaqAs = unchangedSince(faqVersion, CONTENT_MSG.faqChanged);

/** An additional product's row: name, unit price and calculation. */
export const productVersion = (p: {
  name: string;
  unit_price: number | string;
  calculation_type: string;
}): string => digestOf([p.name, Number(p.unit_price), p.calculation_type]);

export const sameProductAs = unchangedSince(productVersion, CONTENT_MSG.productChanged);

/** An artist as the artist dialog saves it: names, slug, biography and the linked account. */
export const artistVersion = (a: {
  name: string;
  artist_name: string;
  slug: string;
  description: string | null;
  user_id: number | null;
}): string => digestOf([a.name, a.artist_name, a.slug, a.description, a.user_id]);

export const sameArtistAs = unchangedSince(artistVersion, ARTIST_MSG.artistChanged);
