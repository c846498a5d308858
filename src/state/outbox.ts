import { atom } from './jotai';

/** How many of the user's writes wait in the outbox (kept by data/sync.ts). */
export const pendingWritesAtom = atom<number>(0);
