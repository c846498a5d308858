// The one fold that makes names findable however they were typed or stored: "Tomas" finds
// "Tomás", "Zoë" typed precomposed finds "Zoe" + U+0308 stored decomposed, "lukasz" finds
// "Łukasz", "ＺＯＥ" (full width) finds "Zoe". Compatibility decomposition (NFKD), lower case,
// diacritics dropped, what is left recomposed (NFC) and the letters that carry their stroke
// in the letter itself mapped to plain ones (NFKD leaves Ł or Ø whole).
//
// Written twice from these tables: `foldForSearch` here (the query, the seed, the offline
// portfolio, slugs) and `foldedSql` in server/repositories/full-text.ts (the stored search text
// and the names searched in SQL), which tests/api/search-fold.test.ts holds to the same output
// on PGlite and PostgreSQL. A change here changes what is stored: add a migration that refolds
// `images.search_text`, as 0012 does.

/**
 * Combining diacritics: the blocks of marks that sit on Latin, Greek and Cyrillic letters.
 * Marks that spell a word in other scripts (Devanagari vowel signs, the kana voicing mark) are
 * kept, since dropping them makes another word. A regular expression in the syntax that both
 * JavaScript (with the `u` flag) and PostgreSQL understand.
 */
export const DIACRITICS =
  '[\\u0300-\\u036f\\u1ab0-\\u1aff\\u1dc0-\\u1dff\\u20d0-\\u20ff\\ufe20-\\ufe2f]';

/**
 * Lower-case letters that do not decompose, with their plain spelling. The final sigma is the
 * odd one: JavaScript lower-cases a word-final Σ to ς, PostgreSQL always to σ.
 */
export const LETTER_MAP: Readonly<Record<string, string>> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ŧ: 't',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  þ: 'th',
  ς: 'σ',
};

// eslint-disable-next-line no-misleading-character-class -- ranges of lone combining marks, on purpose
const diacritics = new RegExp(DIACRITICS, 'gu');
const mapped = new RegExp(`[${Object.keys(LETTER_MAP).join('')}]`, 'gu');

/** "Łukasz Øster-Tomás" → "lukasz oster-tomas"; "日の出" is left as it is. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(diacritics, '')
    .normalize('NFC')
    .replace(mapped, (c) => LETTER_MAP[c]!);
}

/** The ASCII letters, digits and dashes of a text, for slugs and file names: "Łukasz Øster" → "lukasz-oster". */
export function asciiSlug(text: string, maxLength = 80): string {
  return foldForSearch(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
