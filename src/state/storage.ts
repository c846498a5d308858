import { atom } from './jotai';

/** The browser's storage for this site is nearly full: the layout warns the user. */
export const storageWarningAtom = atom<boolean>(false);
