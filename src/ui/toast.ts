// Toasts of the spec: top right, 2 s for success and 3.5 s for errors, announced politely.
import { notifications } from '@mantine/notifications';

export const toastSuccess = (message: string) =>
  notifications.show({ message, color: 'green', autoClose: 2000 });

export const toastError = (message: string) =>
  notifications.show({ message, color: 'red', autoClose: 3500 });
