import { Notifications } from '@mantine/notifications';

/** Where toasts show: live regions there before any toast, so each toast is read out. */
export function ToastRegion() {
  return <Notifications position="top-right" aria-live="polite" />;
}
