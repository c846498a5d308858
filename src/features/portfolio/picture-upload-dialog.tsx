// Choosing a new profile or cover picture: a drop zone (or the file dialog) that uploads at once
// and reports the server's refusal (not an image, over 10 MB, too many pixels) in place.
import { Alert, Modal, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../data/api-client';
import {
  COVER_IMAGE_SIZE,
  PROFILE_IMAGE_SIZE,
  UPLOAD_ACCEPT,
  UPLOAD_FORMAT_NAMES,
  UPLOAD_MAX_BYTES,
  type ProfileImages,
} from '../../domain/portfolio';
import { uploadPicture, type PictureKind } from './portfolio-api';
import classes from './portfolio.module.css';

export const PICTURE_TITLES: Record<PictureKind, string> = {
  profile_image: 'Change Profile Image',
  profile_background: 'Edit cover photo',
};

const HINTS: Record<PictureKind, string> = {
  profile_image: `A square picture works best; it is shown at ${PROFILE_IMAGE_SIZE} x ${PROFILE_IMAGE_SIZE} px.`,
  profile_background: `A wide picture works best; it is cropped to ${COVER_IMAGE_SIZE.width} x ${COVER_IMAGE_SIZE.height} px.`,
};

export function PictureUploadDialog({
  kind,
  onClose,
  onUploaded,
}: {
  kind: PictureKind | null;
  onClose: () => void;
  /** Also given the file, whose own pixel size the server's answer does not carry. */
  onUploaded: (kind: PictureKind, paths: ProfileImages, file: File) => Promise<void>;
}) {
  const [last, setLast] = useState(kind);
  if (kind && kind !== last) setLast(kind);
  const shown = kind ?? last;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  const upload = async (file: File | undefined) => {
    if (!file || !shown) return;
    setBusy(true);
    setError(null);
    try {
      await onUploaded(shown, await uploadPicture(shown, file), file);
      onClose();
    } catch (e) {
      const field = e instanceof ApiError ? e.field(shown) : undefined;
      setError(field ?? 'The picture could not be uploaded. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={kind !== null}
      onClose={close}
      title={shown ? PICTURE_TITLES[shown] : ''}
      size={520}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {error && (
        <Alert color="red" variant="light" mb="sm" role="alert">
          {error}
        </Alert>
      )}
      <Dropzone
        onDrop={(files) => void upload(files[0])}
        onReject={() =>
          setError(`Please choose a ${UPLOAD_FORMAT_NAMES} picture of at most 10 MB.`)
        }
        accept={UPLOAD_ACCEPT}
        maxSize={UPLOAD_MAX_BYTES}
        multiple={false}
        loading={busy}
        aria-label="Choose a picture"
      >
        <div className={classes.dropzoneInner}>
          <Dropzone.Accept>
            <IconUpload
              size={44}
              stroke={1.4}
              aria-hidden
              color="var(--mantine-color-burgundy-8)"
            />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={44} stroke={1.4} aria-hidden color="var(--mantine-color-red-8)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={44} stroke={1.4} aria-hidden color="var(--mantine-color-gray-6)" />
          </Dropzone.Idle>
          <Text fw={600}>Drop a picture here or click to choose one</Text>
          <Text size="sm" c="dimmed">
            {UPLOAD_FORMAT_NAMES}, up to 10 MB. {shown ? HINTS[shown] : ''}
          </Text>
        </div>
      </Dropzone>
    </Modal>
  );
}
