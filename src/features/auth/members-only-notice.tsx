// The notice of features/auth/members-only.ts on the screen a guest was sent to: on the home
// page with a Log In button that carries the page along, on /login without one.
import { Alert, Group, Text, type AlertProps } from '@mantine/core';
import { ButtonLink } from '../../ui/router-links';
import { membersOnlyNoticeFor } from './members-only';

export function MembersOnlyNotice({
  redirect,
  withLogIn = false,
  ...spacing
}: {
  redirect: string | undefined;
  withLogIn?: boolean;
} & Pick<AlertProps, 'mt' | 'mb'>) {
  const notice = membersOnlyNoticeFor(redirect);
  if (!notice) return null;
  return (
    <Alert color="burgundy" variant="light" role="status" {...spacing}>
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{notice}</Text>
        {withLogIn && (
          <ButtonLink to="/login" search={{ redirect }} size="xs">
            Log In
          </ButtonLink>
        )}
      </Group>
    </Alert>
  );
}
