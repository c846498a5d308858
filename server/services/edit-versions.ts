// What a form loads with the record it edits and sends back with its save, so that a save made
// from an older copy (another tab, another device, another admin saved since) is refused with
// 409 instead of undoing the newer one. A version is a digest of exactly the fields that form
// writes: a change elsewhere (a new picture, a password) leaves it as it is.
import { createHash } from 'node:crypto';
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
  markup: number | string;
  sale_in_market: boolean;
}

/** The version of an artwork's details, as the artist's and the admin's edit dialogs save them. */
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
    Number(i.markup),
    i.sale_in_market,
  ]);

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

/** The check a details save runs on the stored row under its lock. */
export const sameDetailsAs =
  (version: string | undefined) =>
  (stored: ImageDetailValues): void => {
    if (version !== undefined && version !== imageDetailsVersion(stored)) {
      throw new HttpError(409, PORTFOLIO_MSG.detailsChanged);
    }
  };
