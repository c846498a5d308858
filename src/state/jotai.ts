// The one home of jotai in the app (lint forbids importing it elsewhere), so the store can be
// swapped or instrumented in one place.
export { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
export { atomWithStorage } from 'jotai/utils';
