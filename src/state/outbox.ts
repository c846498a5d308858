import { atom } from './jotai';

/** How many of the user's writes wait in the outbox to be sent, refused ones not counted (kept by data/sync.ts). */
export const pendingWritesAtom = atom<number>(0);
