// Toasts of the spec: top right, 2 s for success and 3.5 s for errors. The toasts' region is
// polite (main.tsx); a success is a status, an error an alert that interrupts. Neither takes
// focus.
import { notifications } from '@mantine/notifications';

export const toastSuccess = (message: string) =>
  notifications.show({ message, color: 'green', autoClose: 2000, role: 'status' });

/** `autoClose` only where the spec gives a message its own time (the download error: 2 s). */
export const toastError = (message: string, autoClose = 3500) =>
  notifications.show({ message, color: 'red', autoClose, role: 'alert' });
