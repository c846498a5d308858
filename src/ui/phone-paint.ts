// Whether the server painted the page for a phone (server/http/phone-paint.ts): an artwork grid
// then holds only the column counts a phone shows, one or two (src/ui/masonry.tsx). Set before
// the app renders, by the server's renderer from the request and by the app from the painted
// page's #root[data-screen="phone"], so that hydration renders what was painted.
import { atom } from '../state/jotai';

export const paintedForPhoneAtom = atom(false);

/** The most columns a phone's grid shows: two, a phone on its side being under 948 px wide. */
export const PHONE_COLUMNS = 2;
