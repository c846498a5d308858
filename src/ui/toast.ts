// Toasts of the spec: top right, 2 s for success and 3.5 s for errors. The toasts' region is
// polite (main.tsx); a success is a status, an error an alert that interrupts. Neither takes
// focus.
import { notifications } from '@mantine/notifications';

export const toastSuccess = (message: string) =>
  notifications.show({ message, color: 'green', autoClose: 2000, role: 'status' });

export const toastError = (message: string) =>
  notifications.show({ message, color: 'red', autoClose: 3500, role: 'alert' });
