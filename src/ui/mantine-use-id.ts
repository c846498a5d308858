// What Mantine's components get for `useId` from @mantine/hooks in the browser build
// (vite.config.ts, reactIdsForMantine). Mantine's own starts from React's id and, once mounted,
// swaps it for a random one: every component using it (inputs, switches, menus, popovers,
// dialogs) renders a second time, synchronously, right after it mounts, and the ids of a page
// the app has just hydrated change under it. The shop has one React root, where React's id is
// unique and the same as the server's: that one is kept, as Mantine's first render has it.
import { useId as useReactId } from 'react';

export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
