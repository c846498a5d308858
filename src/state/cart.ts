import { atom } from './jotai';

/** Item count for the header badge; the cart feature keeps it current. */
export const cartCountAtom = atom<number>(0);
