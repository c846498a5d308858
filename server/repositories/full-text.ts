// Keyword search text → a PostgreSQL tsquery for the 'simple' configuration. Only letters and
// digits survive, so the result is always a valid tsquery whatever the visitor typed; every term
// is a prefix (`:*`) so "water" finds "watercolor", and all terms must match (`&`).
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

export function toPrefixTsQuery(search: string | undefined): string | undefined {
  if (!search) return undefined;
  const terms = search
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (!terms) return undefined;
  const unique = [...new Set(terms.map((t) => t.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
  return unique.map((t) => `${t}:*`).join(' & ');
}

/** Escapes LIKE wildcards so a visitor's % or _ matches itself. */
export function likeContains(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
