// Log Out while changes made on this device have not reached the shop (offline at a fair, the
// shop not answering): they wait for this account, and are sent only once it signs in here again.
// An order among them would sit unsent without a word, so the user is asked first.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAtomValue } from '../../state/jotai';
import { userAtom } from '../../state/session';
import { useLogout } from './use-logout';

const ConfirmModal = lazy(() =>
  import('../../ui/confirm-modal').then((m) => ({ default: m.ConfirmModal })),
);

export const LOGOUT_WAITING_MSG = {
  title: 'Changes not sent yet',
  text: ({ total, orders }: { total: number; orders: number }) =>
    `${total === 1 ? 'A change' : `${total} changes`} made on this device ${total === 1 ? 'has' : 'have'} not reached the shop yet${orders > 0 ? `, ${orders === 1 ? 'an order' : `${orders} orders`} among them` : ''}. ${total === 1 ? 'It is' : 'They are'} kept on this device and sent when you log in here again.`,
  confirm: 'Log Out Anyway',
  dismiss: 'Stay Logged In',
} as const;

type Waiting = { total: number; orders: number };

export function useLogoutAsking(): { logOut: () => void; question: ReactNode } {
  const logout = useLogout();
  const user = useAtomValue(userAtom);
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const logOut = () => {
    void (async () => {
      const found = user
        ? // Imported here: the outbox brings Dexie, which the first view does without.
          await import('../../data/outbox').then((m) => m.waitingWrites(user.id)).catch(() => null)
        : null;
      if (found && found.total > 0) setWaiting(found);
      else await logout();
    })();
  };
  const question = waiting && (
    <Suspense fallback={null}>
      <ConfirmModal
        opened
        title={LOGOUT_WAITING_MSG.title}
        text={LOGOUT_WAITING_MSG.text(waiting)}
        confirm={LOGOUT_WAITING_MSG.confirm}
        dismiss={LOGOUT_WAITING_MSG.dismiss}
        color="red"
        busy={false}
        onClose={() => setWaiting(null)}
        onConfirm={async () => {
          setWaiting(null);
          await logout();
          return true;
        }}
      />
    </Suspense>
  );
  return { logOut, question };
}
