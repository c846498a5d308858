// A content page's fields: pick the page, edit its texts (rich text where the field holds
// HTML, sanitized by the server on save) and its search-engine meta, and save them together.
// Refused because another admin saved the page meanwhile, the form takes the saved page around
// what was typed and says so.
import { Button, Group, Paper, Skeleton, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { Select } from '../../../ui/select';
import { useState } from 'react';
import { ADMIN_CONTENT_PAGES, type AdminContentPage } from '../../../domain/admin/content';
import { contentFieldLabel, isPictureField } from '../../../domain/admin/content-fields';
import type { ContentPage } from '../../../domain/content';
import { isConflict } from '../../../data/api-client';
import { foldedIn } from '../../../ui/fold-in-stored';
import { toastSuccess } from '../../../ui/toast';
import { errorMessage, fieldErrors } from '../shared/api-errors';
import { RichTextField } from '../shared/rich-text-field';
import { usePrivateQuery } from '../../../data/private-query';
import { fetchPage, savePage } from './content-api';
import { PictureField } from './picture-field';
import { FormFailure } from '../../../ui/form-failure';
import { LoadFailureAlert } from '../../content/load-failure-alert';

const META = ['meta_title', 'meta_description', 'meta_keywords'];

export function PageFieldsEditor() {
  const [page, setPage] = useState<ContentPage>('homepage');
  const query = usePrivateQuery(['admin-page', page], (signal) => fetchPage(page, signal));
  const loaded = query.data?.page === page ? query.data : undefined;

  return (
    <Stack gap="md">
      <Select
        label="Page"
        data={ADMIN_CONTENT_PAGES.map((p) => ({ value: p.page, label: p.label }))}
        value={page}
        onChange={(v) => v && setPage(v)}
        allowDeselect={false}
        w={{ base: '100%', xs: 320 }}
      />
      {query.error && !loaded && <LoadFailureAlert error={query.error} onRetry={query.reload} />}
      {!loaded && !query.error && <Skeleton h={320} />}
      {loaded && <FieldsForm key={page} page={loaded} onSaved={query.setData} />}
    </Stack>
  );
}

function FieldsForm({
  page,
  onSaved,
}: {
  page: AdminContentPage;
  onSaved: (page: AdminContentPage) => void;
}) {
  const [values, setValues] = useState(page.fields);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = Object.keys(values).some((k) => values[k] !== page.fields[k]);

  const set = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const pagePictures = Object.keys(page.fields)
    .filter(isPictureField)
    .map((k) => page.fields[k] ?? '');
  const takeStored = async () => {
    const stored = await fetchPage(page.page).catch(() => undefined);
    if (!stored) return;
    setValues((typed) => foldedIn(stored.fields, typed, (key) => typed[key] !== page.fields[key]));
    onSaved(stored);
  };
  const save = async () => {
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      const saved = await savePage(page.page, values, page.page_version);
      setValues(saved.fields);
      onSaved(saved);
      toastSuccess(`${page.label} saved.`);
    } catch (error) {
      if (isConflict(error)) await takeStored();
      const all = fieldErrors(error);
      setErrors(
        Object.fromEntries(Object.entries(all).map(([k, m]) => [k.replace(/^fields\./, ''), m])),
      );
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const field = (key: string) => {
    const value = values[key] ?? '';
    if (page.html_fields.includes(key)) {
      return (
        <RichTextField
          key={key}
          label={contentFieldLabel(key)}
          value={value}
          onChange={(html) => set(key, html)}
          error={errors[key]}
          minHeight={220}
        />
      );
    }
    if (isPictureField(key)) {
      return (
        <PictureField
          key={key}
          label={contentFieldLabel(key)}
          value={value}
          onChange={(url) => set(key, url)}
          pagePictures={pagePictures}
          error={errors[key]}
        />
      );
    }
    const long = /description|subtitle/.test(key) || value.length > 80;
    const Input = long ? Textarea : TextInput;
    return (
      <Input
        key={key}
        label={contentFieldLabel(key)}
        value={value}
        error={errors[key]}
        onChange={(e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
          set(key, e.currentTarget.value)
        }
        {...(long ? { autosize: true, minRows: 2 } : {})}
      />
    );
  };

  const keys = Object.keys(values);
  return (
    <Stack gap="md">
      <FormFailure message={failure} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">{keys.filter((k) => !META.includes(k)).map(field)}</Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="h5" mb="xs">
          Search engines
        </Title>
        <Stack gap="sm">{META.map(field)}</Stack>
      </Paper>
      <Group justify="flex-end" pos="sticky" bottom={0} py="xs" bg="var(--mantine-color-body)">
        <Button
          variant="default"
          disabled={!dirty || saving}
          onClick={() => setValues(page.fields)}
        >
          Discard changes
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={!dirty}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
