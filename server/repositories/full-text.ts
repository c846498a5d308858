// Text search, folded (src/domain/search-fold.ts) on both sides so that accents, case and
// Unicode forms never decide what is found. Keyword search text → a PostgreSQL tsquery for the
// 'simple' configuration over the folded `images.search_text`; names searched with LIKE are
// folded in SQL by `foldedSql`, the same fold as `foldForSearch`.
import { sql, type Expression, type RawBuilder } from 'kysely';
import { DIACRITICS, foldForSearch, LETTER_MAP } from '../../src/domain/search-fold';

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/**
 * Only letters, digits and their marks survive, so the result is always a valid tsquery
 * whatever the visitor typed; every term is a prefix (`:*`) so "water" finds "watercolor", and
 * all terms must match (`&`).
 */
export function toPrefixTsQuery(search: string | undefined): string | undefined {
  if (!search) return undefined;
  const terms = foldForSearch(search).match(/[\p{L}\p{N}\p{M}]+/gu);
  if (!terms) return undefined;
  const unique = [...new Set(terms.map((t) => t.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
  return unique.map((t) => `${t}:*`).join(' & ');
}

/** Escapes LIKE wildcards so a visitor's % or _ matches itself. */
export function likeContains(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const letters = Object.entries(LETTER_MAP);
const oneForOne = letters.filter(([, to]) => [...to].length === 1);
const spelledOut = letters.filter(([, to]) => [...to].length > 1);

/**
 * foldForSearch in SQL, step for step: NFKD, lower, diacritics dropped, NFC, letters mapped.
 * Immutable, with the constants written into the statement, so it can stand in an index or a
 * generated column. lower() follows the database's ctype, as to_tsvector does: a UTF-8 one
 * (C.UTF-8, en_US.UTF-8...), which PGlite and the PostgreSQL of CI have.
 */
export function foldedSql(text: Expression<string | null>): RawBuilder<string> {
  let folded = sql<string>`normalize(regexp_replace(lower(normalize(${text}, NFKD)), ${sql.lit(
    DIACRITICS,
  )}, '', 'g'), NFC)`;
  for (const [from, to] of spelledOut) {
    folded = sql<string>`replace(${folded}, ${sql.lit(from)}, ${sql.lit(to)})`;
  }
  const from = oneForOne.map(([f]) => f).join('');
  const to = oneForOne.map(([, t]) => t).join('');
  return sql<string>`translate(${folded}, ${sql.lit(from)}, ${sql.lit(to)})`;
}

/** The column, folded, contains the search, folded: "tomas" finds "Tomás", "lukasz" "Łukasz". */
export function foldedContains(column: Expression<string | null>, search: string) {
  return sql<boolean>`${foldedSql(column)} like ${likeContains(foldForSearch(search))}`;
}
