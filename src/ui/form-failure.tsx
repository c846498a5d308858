// A form's failure that belongs to no field ('API Error, please try again.', a rate limit), above
// the form, announced to screen readers as it appears.
import { Alert } from '@mantine/core';

export function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  ) : null;
}
