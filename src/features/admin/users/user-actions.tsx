// The user actions that need more than a switch: the markup (at least 10%, as the profile
// says) in a popover, and disabling or enabling the account (or turning an artist's flag off)
// after a confirmation.
import { Button, Group, NumberInput, Popover, Stack, UnstyledButton } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { z } from 'zod';
import { userUpdateSchema, type AdminUser } from '../../../domain/admin/users';
import { MSG } from '../../../domain/messages';
import { MARKUP_INPUT_MAX } from '../../../domain/profile';
import { ConfirmModal } from '../../../ui/confirm-modal';

/** The server's markup rule over the input as typed (blank is "required"). */
const markupFormSchema = z.object({
  markup: z.preprocess(
    (v) => (v === '' ? undefined : Number(v)),
    z.number({ error: MSG.required }).pipe(userUpdateSchema.shape.markup.unwrap()),
  ),
});

export function MarkupEditor({
  user,
  onSave,
}: {
  user: AdminUser;
  onSave: (markup: number) => Promise<boolean>;
}) {
  const [opened, setOpened] = useState(false);
  const form = useForm<{ markup: number | string }>({
    initialValues: { markup: user.markup },
    validate: schemaResolver(markupFormSchema, { sync: true }),
  });

  const save = form.onSubmit(async ({ markup }) => {
    if (await onSave(Number(markup))) setOpened(false);
  });

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton
          onClick={() => {
            form.setValues({ markup: user.markup });
            form.clearErrors();
            setOpened((o) => !o);
          }}
          className="touch-target"
          fz="sm"
          td="underline"
          aria-label={`Markup of ${user.name}: ${user.markup}%, change`}
        >
          {user.markup}%
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={save} noValidate>
          <Stack gap="xs">
            <NumberInput
              label="Markup (%)"
              min={0}
              max={MARKUP_INPUT_MAX}
              clampBehavior="strict"
              decimalScale={2}
              {...form.getInputProps('markup')}
              w={160}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button size="xs" type="submit" loading={form.submitting}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

/** What turning the artist flag off or disabling the account does to an artist's works. */
export const WORKS_LEAVE_MARKET =
  'Their works on the market will be taken off it, and stay off if this is undone.';

export function DisableButton({
  user,
  busy,
  onConfirm,
}: {
  user: AdminUser;
  busy: boolean;
  onConfirm: () => Promise<boolean>;
}) {
  const [opened, setOpened] = useState(false);
  const action = user.disabled ? 'Enable' : 'Disable';
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color={user.disabled ? 'green' : 'red'}
        loading={busy}
        onClick={() => setOpened(true)}
        aria-label={`${action} ${user.name}`}
      >
        {action}
      </Button>
      <ConfirmModal
        opened={opened}
        title={user.disabled ? 'Enable account' : 'Disable account'}
        text={
          user.disabled
            ? `${user.name} (${user.email}) will be able to sign in again.`
            : `${user.name} (${user.email}) will be signed out everywhere at once and cannot sign in until the account is enabled again.${user.artist_id !== null ? ` ${WORKS_LEAVE_MARKET}` : ''}`
        }
        confirm={action}
        color={user.disabled ? 'green' : 'red'}
        busy={busy}
        onClose={() => setOpened(false)}
        onConfirm={onConfirm}
      />
    </>
  );
}
