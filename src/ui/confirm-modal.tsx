// A yes-or-no question before a change that is not undone by switching back: an admin turning
// an artist off, disabling an account or deleting a work, a product or a question; a buyer
// emptying the cart.
import { Button, Group, Modal, Text } from '@mantine/core';

/** A yes-or-no question before a change that is not undone by switching back. */
export function ConfirmModal({
  opened,
  title,
  text,
  confirm,
  dismiss = 'Cancel',
  color,
  busy,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirm: string;
  /** The button that asks nothing: not 'Cancel' where the change itself is cancelling. */
  dismiss?: string;
  color: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => Promise<boolean>;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={420}
      title={title}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text fz="sm">{text}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {dismiss}
        </Button>
        <Button
          color={color}
          loading={busy}
          onClick={() => void onConfirm().then((ok) => ok && onClose())}
        >
          {confirm}
        </Button>
      </Group>
    </Modal>
  );
}
