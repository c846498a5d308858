// Whether the app's markup is its own yet. A page the server painted in full is hydrated: the
// app's first render must produce the server's markup exactly (a guest's page, online, at no
// known width), or React throws the painted page away and renders it again. What only the
// browser knows (who is signed in, the connection, the cart badge, the grid's width) is shown
// from the render after hydration; everywhere else this is true from the first render.
import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Its children from the render after hydration on: only this gate renders again then, not the
 * component holding it.
 */
export function AfterHydration({ children }: { children: ReactNode }): ReactNode {
  return useHydrated() ? children : null;
}
