// An image's details as the admin edits them: the portfolio's fields (checked by the same
// shared rules, validateImageUpdate) plus the image markup and whether it is for sale. It opens
// on the image as stored now (src/ui/opened-as-stored.tsx), not the list's copy. A save refused because the details changed elsewhere meanwhile shows them around what was typed.
import { Button, Checkbox, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { IMAGE_MARKUP_MAX, type AdminImage } from '../../../domain/admin/gallery';
import { localIsoDate, validateImageUpdate } from '../../../domain/portfolio';
import { toastSuccess } from '../../../ui/toast';
import { ImageDetailsFields } from '../../portfolio/image-details-fields';
import { useCategories } from '../../catalog/catalogue-api';
import { splitErrors } from '../shared/api-errors';
import { fetchImage, updateImage } from './gallery-api';
import { useEditVersion } from '../../../ui/use-edit-version';
import { isConflict } from '../../../data/api-client';
import { revealRefusedField } from '../../../ui/reveal-first-invalid';
import { FormFailure } from '../../../ui/form-failure';
import { useBackCloses } from '../../../ui/use-back-closes';
import { OpenedAsStored } from '../../../ui/opened-as-stored';

interface Values {
  name: string;
  keywords: string;
  date_scanned: string;
  original_width: number | string;
  original_height: number | string;
  proportion: string | null;
  style: string | null;
  medium: string | null;
  subject: string | null;
  markup: number | string;
  sale_in_market: boolean;
}

const FIELDS = [
  'name',
  'keywords',
  'date_scanned',
  'original_width',
  'original_height',
  'proportion',
  'style',
  'medium',
  'subject',
  'markup',
  'sale_in_market',
];

const valuesOf = (image: AdminImage): Values => ({
  name: image.name,
  keywords: image.keywords,
  date_scanned: image.date_scanned ?? '',
  original_width: image.original_width,
  original_height: image.original_height,
  proportion: image.proportion,
  style: image.style,
  medium: image.medium,
  subject: image.ImageCategory ? String(image.ImageCategory.id) : null,
  markup: image.markup,
  sale_in_market: image.sale_in_market,
});

const bodyOf = (v: Values) => ({
  name: v.name,
  keywords: v.keywords,
  date_scanned: v.date_scanned || null,
  original_width: v.original_width,
  original_height: v.original_height,
  proportion: v.proportion,
  style: v.style,
  medium: v.medium,
  subject: v.subject === null ? null : Number(v.subject),
  sale_in_market: v.sale_in_market,
  markup: v.markup === '' ? 0 : Number(v.markup),
});

export function ImageDetailsDialog({
  image,
  onClose,
  onSaved,
}: {
  image: AdminImage | null;
  onClose: () => void;
  onSaved: (image: AdminImage) => void;
}) {
  useBackCloses(image !== null, onClose);
  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      size={640}
      title="Edit details"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {image && (
        <OpenedAsStored
          key={image.id}
          queryKey="admin-image"
          id={image.id}
          load={fetchImage}
          what="this image"
        >
          {(stored) => <DetailsForm image={stored} onClose={onClose} onSaved={onSaved} />}
        </OpenedAsStored>
      )}
    </Modal>
  );
}

function DetailsForm({
  image,
  onClose,
  onSaved,
}: {
  image: AdminImage;
  onClose: () => void;
  onSaved: (image: AdminImage) => void;
}) {
  const form = useForm<Values>({
    initialValues: valuesOf(image),
    validate: (values) => {
      // The markup is the admin's extra field; the rest follows the portfolio's rules.
      const details: Partial<ReturnType<typeof bodyOf>> = bodyOf(values);
      delete details.markup;
      const checked = validateImageUpdate(details, localIsoDate());
      return checked.ok
        ? {}
        : Object.fromEntries(Object.entries(checked.errors).map(([k, m]) => [k, m[0]]));
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
    fetchStored: fetchImage,
    onStored: onSaved,
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await updateImage(image.id, { ...bodyOf(values), details_version: version });
      toastSuccess('Details saved.');
      onSaved(saved);
      onClose();
    } catch (error) {
      if (isConflict(error)) {
        await takeStored();
        setFailure(error.message);
        return;
      }
      const { onFields, other } = splitErrors(error, FIELDS);
      form.setErrors(onFields);
      setFailure(other);
    } finally {
      setSaving(false);
    }
  }, revealRefusedField);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <FormFailure message={failure} />
        <ImageDetailsFields
          variant="admin"
          getInputProps={form.getInputProps}
          subjects={subjects}
          currentSubject={image.ImageCategory}
        >
          <NumberInput
            label="Markup (%)"
            description="Added to the print price for buyers other than the artist"
            min={0}
            max={IMAGE_MARKUP_MAX}
            decimalScale={2}
            {...form.getInputProps('markup')}
          />
        </ImageDetailsFields>
        <Checkbox
          label="For sale in the market"
          {...form.getInputProps('sale_in_market', { type: 'checkbox' })}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
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
