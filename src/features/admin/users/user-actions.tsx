// The two user actions that need more than a switch: the markup (at least 10%, as the profile
// says) in a popover, and disabling or enabling the account after a confirmation.
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Popover,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import type { AdminUser } from '../../../domain/admin/users';
import { MSG } from '../../../domain/messages';
import { MARKUP_INPUT_MAX, MARKUP_MIN } from '../../../domain/profile';

export function MarkupEditor({
  user,
  onSave,
}: {
  user: AdminUser;
  onSave: (markup: number) => Promise<boolean>;
}) {
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState<number | string>(user.markup);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const n = Number(value);
    if (value === '' || !Number.isFinite(n)) return setError(MSG.required);
    if (n < MARKUP_MIN) return setError(MSG.markupMin);
    setSaving(true);
    const ok = await onSave(n);
    setSaving(false);
    if (ok) setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton
          onClick={() => {
            setValue(user.markup);
            setError(null);
            setOpened((o) => !o);
          }}
          fz="sm"
          td="underline"
          aria-label={`Markup of ${user.name}: ${user.markup}%, change`}
        >
          {user.markup}%
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <NumberInput
            label="Markup (%)"
            min={0}
            max={MARKUP_INPUT_MAX}
            clampBehavior="strict"
            decimalScale={2}
            value={value}
            onChange={(v) => {
              setValue(v);
              setError(null);
            }}
            error={error}
            w={160}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button size="xs" loading={saving} onClick={() => void save()}>
              Save
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

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
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color={user.disabled ? 'green' : 'red'}
        loading={busy}
        onClick={() => setOpened(true)}
      >
        {user.disabled ? 'Enable' : 'Disable'}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        size={420}
        title={user.disabled ? 'Enable account' : 'Disable account'}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text fz="sm">
          {user.disabled
            ? `${user.name} (${user.email}) will be able to sign in again.`
            : `${user.name} (${user.email}) will be signed out everywhere at once and cannot sign in until the account is enabled again.`}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setOpened(false)}>
            Cancel
          </Button>
          <Button
            color={user.disabled ? 'green' : 'red'}
            loading={busy}
            onClick={() => void onConfirm().then((ok) => ok && setOpened(false))}
          >
            {user.disabled ? 'Enable' : 'Disable'}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
