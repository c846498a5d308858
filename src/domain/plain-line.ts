// One-line text as people type it (names, addresses, titles), kept to what is shown as typed:
// line breaks, tabs and other control characters become spaces, and the invisible controls that
// change how the text around them reads are dropped. A right-to-left override in a name turned
// "12 x 9 in" on the invoice beside it into "ni 9 x 21", and a zero-width space made a second
// "customer@example.com". Joiners (ZWJ, ZWNJ) stay: scripts and emoji need them.
const DIRECTION_AND_ZERO_WIDTH = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

export const plainLine = (v: string): string =>
  v.replace(DIRECTION_AND_ZERO_WIDTH, '').replace(/\p{Cc}+/gu, ' ');
