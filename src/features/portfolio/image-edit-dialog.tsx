// The image edit dialog (600 px): name, keywords, date scanned (MM/DD/YYYY, not later than
// today), original width and height in inches, proportion, style, medium and subject. It opens on
// the work as stored now, loaded, not on the list's copy, which another tab or an admin may have
// changed since. The same rules as the server (src/domain/portfolio.ts) run before sending; the
// server's 422 field messages land under the same inputs. Save sends the update and closes;
// refused because the details changed elsewhere meanwhile, it shows them around what was typed
// and says so.
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError, isConflict } from '../../data/api-client';
import {
  isoDateToUs,
  localIsoDate,
  usDateToIso,
  validateImageUpdate,
  type ImageDetailsUpdate,
  type PortfolioImage,
} from '../../domain/portfolio';
import { ImageDetailsFields } from './image-details-fields';
import { useCategories } from '../catalog/catalogue-api';
import { OpenedAsStored } from '../../ui/opened-as-stored';
import { fetchWork, openWork, updateDetails } from './portfolio-api';
import { useEditVersion } from '../../ui/use-edit-version';
import { revealRefusedField } from '../../ui/reveal-first-invalid';
import { FormFailure } from '../../ui/form-failure';
import { toastSuccess } from '../../ui/toast';
import { useBackCloses } from '../../ui/use-back-closes';

export const DETAILS_SAVED = (name: string) => `The details of '${name}' were saved.`;

interface FormValues {
  name: string;
  keywords: string;
  date_scanned: string;
  original_width: number | string;
  original_height: number | string;
  proportion: string | null;
  style: string | null;
  medium: string | null;
  subject: string | null;
}

const valuesOf = (image: PortfolioImage): FormValues => ({
  name: image.name,
  keywords: image.keywords,
  date_scanned: isoDateToUs(image.date_scanned),
  original_width: image.original_width,
  original_height: image.original_height,
  proportion: image.proportion,
  style: image.style,
  medium: image.medium,
  subject: image.ImageCategory ? String(image.ImageCategory.id) : null,
});

/** The form's values as the API body, or the field errors the shared rules find. */
function toUpdate(
  v: FormValues,
): { ok: true; value: ImageDetailsUpdate } | { ok: false; errors: Record<string, string> } {
  const date = v.date_scanned.trim();
  const iso = date === '' ? null : usDateToIso(date);
  const checked = validateImageUpdate(
    {
      ...v,
      date_scanned: iso ?? (date === '' ? null : 'invalid'),
      subject: v.subject === null ? null : Number(v.subject),
    },
    localIsoDate(),
  );
  if (!checked.ok) {
    const errors = Object.fromEntries(Object.entries(checked.errors).map(([k, m]) => [k, m[0]!]));
    return { ok: false, errors };
  }
  if (checked.value.kind !== 'details') return { ok: false, errors: {} };
  return { ok: true, value: checked.value.details };
}

export function ImageEditDialog({
  image,
  onClose,
  onSaved,
}: {
  image: PortfolioImage | null;
  onClose: () => void;
  onSaved: (image: PortfolioImage) => void;
}) {
  // Keep the last image while the dialog animates closed.
  const [last, setLast] = useState(image);
  if (image && image !== last) setLast(image);
  useBackCloses(image !== null, onClose);
  const shown = image ?? last;
  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      size={600}
      title="Edit Details"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {shown && (
        <OpenedAsStored
          key={shown.id}
          queryKey="work"
          id={shown.id}
          load={openWork}
          what="this work"
        >
          {(stored) => <EditForm image={stored} onClose={onClose} onSaved={onSaved} />}
        </OpenedAsStored>
      )}
    </Modal>
  );
}

function EditForm({
  image,
  onClose,
  onSaved,
}: {
  image: PortfolioImage;
  onClose: () => void;
  onSaved: (image: PortfolioImage) => void;
}) {
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: valuesOf(image),
    validate: (values) => {
      const result = toUpdate(values);
      return result.ok ? {} : result.errors;
    },
  });
  const subjects = useCategories().data ?? [];
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { version, takeStored } = useEditVersion({
    record: image,
    versionOf: (work) => work.details_version,
    form,
    valuesOf,
    fetchStored: fetchWork,
    onStored: onSaved,
  });

  const save = form.onSubmit(async (values) => {
    const update = toUpdate(values);
    if (!update.ok) return;
    setSaving(true);
    setFailure(null);
    try {
      const saved = await updateDetails(image.id, update.value, version);
      onSaved(saved);
      onClose();
      toastSuccess(DETAILS_SAVED(saved.name));
    } catch (error) {
      if (isConflict(error)) {
        await takeStored();
        setFailure(error.message);
      } else if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        form.setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, m]) => [k, m[0]])));
      } else {
        setFailure('The details could not be saved. Please try again.');
      }
    } finally {
      setSaving(false);
    }
  }, revealRefusedField);

  return (
    <form onSubmit={(e) => void save(e)} noValidate>
      <Stack gap="sm">
        <FormFailure message={failure} />
        <ImageDetailsFields
          variant="portfolio"
          getInputProps={form.getInputProps}
          subjects={subjects}
          currentSubject={image.ImageCategory}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
