import { atom } from './jotai';

/** Item count for the header badge; the cart feature keeps it current. */
export const cartCountAtom = atom<number>(0);

/** Bumped after every cart write, so views of the server cart reload. */
export const cartVersionAtom = atom<number>(0);
