// Whether the app's markup is its own yet. A page the server painted in full is hydrated: the
// app's first render must produce the server's markup exactly (a guest's page, online, at no
// known width), or React throws the painted page away and renders it again. What only the
// browser knows (who is signed in, the connection, the cart badge, the grid's width) is shown
// from the render after hydration; everywhere else this is true from the first render.
//
// That render is a transition: React renders it in slices between frames. (A server snapshot
// that differs from the browser's would make it a synchronous render of every gate, in the same
// task as the hydration's commit: on a slow phone the longest task of the page's start.)
import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};
const SNAPSHOT = 0;
// React asks a store for its server snapshot when rendering on the server and when hydrating, and
// for its snapshot otherwise: which one it asked last is noted here, in the render that asked.
// Both are equal, so the answer never makes React render again.
let askedForServerSnapshot = false;
const snapshot = () => {
  askedForServerSnapshot = false;
  return SNAPSHOT;
};
const serverSnapshot = () => {
  askedForServerSnapshot = true;
  return SNAPSHOT;
};

/** True while React renders this component to adopt the server's markup. */
function useHydrating(): boolean {
  useSyncExternalStore(noSubscription, snapshot, serverSnapshot);
  return askedForServerSnapshot;
}

export function useHydrated(): boolean {
  const hydrating = useHydrating();
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Its children from the render after hydration on: only this gate renders again then, not the
 * component holding it.
 */
export function AfterHydration({ children }: { children: ReactNode }): ReactNode {
  return useHydrated() ? children : null;
}
