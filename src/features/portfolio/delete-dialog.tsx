// The delete confirmation (400 px) with the spec's text. The image is soft-deleted on the
// server: kept on file and restorable by the shop, hidden everywhere else.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { PORTFOLIO_MSG, type PortfolioImage } from '../../domain/portfolio';
import { toastError } from '../../ui/toast';
import { deleteImage } from './portfolio-api';

export function DeleteDialog({
  image,
  onClose,
  onDeleted,
}: {
  image: PortfolioImage | null;
  onClose: () => void;
  onDeleted: (image: PortfolioImage) => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!image) return;
    setBusy(true);
    try {
      await deleteImage(image.id);
      onDeleted(image);
      onClose();
    } catch {
      toastError('The image could not be deleted. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      size={400}
      title="Delete image"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm">{PORTFOLIO_MSG.deleteConfirm}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button color="red.8" onClick={() => void confirm()} loading={busy}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
