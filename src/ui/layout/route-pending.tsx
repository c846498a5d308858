// What a screen shows, inside the layout, while its guard, data or code is slow to arrive: the
// same skeleton of that screen that the server paints before any script (never a white page).
// The router shows it once a load has taken longer than the full-page loader's second
// (src/router.tsx: defaultPendingMs).
import { useRouterState } from '@tanstack/react-router';
import { roleOf } from '../../domain/user';
import { useAtomValue } from '../../state/jotai';
import { userAtom } from '../../state/session';
import { ScreenSkeleton } from '../skeletons/screen-skeleton';

export function RoutePending() {
  const { pathname, search } = useRouterState({ select: (s) => s.location });
  const user = useAtomValue(userAtom);
  return (
    <ScreenSkeleton
      pathname={pathname}
      search={search}
      visitor={{ role: user ? roleOf(user) : undefined }}
    />
  );
}
