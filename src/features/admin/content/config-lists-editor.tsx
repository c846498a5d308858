// The configurator's lists and prices: pick a list, edit it (pricing constants as a form,
// print sizes as numbers, flat lists as a table, presets or anything as JSON) and save it
// whole. The server checks it against the list's schema and answers with the path of every bad
// field; once saved the configurator, cart and checkout price with it at once. A save refused
// because another admin saved the list meanwhile keeps the draft and offers to load theirs.
import {
  Alert,
  Button,
  Group,
  List,
  NumberInput,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { Select } from '../../../ui/select';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { CONFIG_LIST_LABELS } from '../../../domain/admin/content';
import { configListNames, type ConfigListName } from '../../../domain/config-lists';
import { formatDate } from '../../../domain/format';
import { MIN_PRINT_SIDE } from '../../../domain/print-limits';
import { toastSuccess } from '../../../ui/toast';
import { isConflict } from '../../../data/api-client';
import { errorMessage, fieldErrors } from '../shared/api-errors';
import { usePrivateQuery } from '../../../data/private-query';
import { fetchConfigList, saveConfigList } from './content-api';
import { JsonEditor } from './json-editor';
import { PricingForm } from './pricing-form';
import { ListTableEditor } from './list-table-editor';
import { FormFailure } from '../../../ui/form-failure';
import { LoadFailureAlert } from '../../content/load-failure-alert';

type Mode = 'form' | 'json';
type Loaded = Awaited<ReturnType<typeof fetchConfigList>>;

export function ConfigListsEditor() {
  const [name, setName] = useState<ConfigListName>('medias');
  const query = usePrivateQuery(['admin-config-list', name], (signal) =>
    fetchConfigList(name, signal),
  );
  const loaded = query.data?.name === name ? query.data : undefined;
  return (
    <Stack gap="md">
      <Select
        label="List"
        data={configListNames.map((n) => ({ value: n, label: CONFIG_LIST_LABELS[n] }))}
        value={name}
        onChange={(v) => v && setName(v)}
        allowDeselect={false}
        w={{ base: '100%', xs: 320 }}
      />
      {query.error && !loaded && <LoadFailureAlert error={query.error} onRetry={query.reload} />}
      {!loaded && !query.error && <Skeleton h={300} />}
      {loaded && (
        <ListForm
          key={`${name}|${loaded.updated_at ?? ''}`}
          list={loaded}
          onSaved={query.setData}
          onReload={query.reload}
        />
      )}
    </Stack>
  );
}

function ListForm({
  list,
  onSaved,
  onReload,
}: {
  list: Loaded;
  onSaved: (list: Loaded) => void;
  /** Loads the list as stored; a newer one replaces this form and its draft. */
  onReload: () => void;
}) {
  const [draft, setDraft] = useState<unknown>(list.items);
  const [mode, setMode] = useState<Mode>(list.name === 'presets' ? 'json' : 'form');
  const [jsonError, setJsonError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [outdated, setOutdated] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      const saved = await saveConfigList(list.name, draft, list.updated_at);
      toastSuccess(`${CONFIG_LIST_LABELS[list.name]} saved. New prices apply at once.`);
      onSaved(saved);
    } catch (error) {
      if (isConflict(error)) return setOutdated(error.message);
      const all = fieldErrors(error);
      setErrors(all);
      if (Object.keys(all).length === 0) setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const editor = () => {
    const rows = Array.isArray(draft) ? (draft as unknown[]) : null;
    // JSON typed into another shape than the form edits stays in the JSON editor.
    const fits =
      list.name === 'pricing'
        ? typeof draft === 'object' && draft !== null && !rows
        : list.name === 'printSizes'
          ? !!rows && rows.every((r) => typeof r === 'number')
          : !!rows && rows.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r));
    if (mode === 'json' || !fits) {
      return <JsonEditor value={draft} onChange={setDraft} onInvalid={setJsonError} />;
    }
    if (list.name === 'pricing') {
      return (
        <PricingForm value={draft as Record<string, number>} onChange={setDraft} errors={errors} />
      );
    }
    if (list.name === 'printSizes') {
      return <SizesForm value={draft as number[]} onChange={setDraft} errors={errors} />;
    }
    return (
      <ListTableEditor
        rows={draft as Array<Record<string, unknown>>}
        onChange={setDraft}
        errors={errors}
      />
    );
  };

  const messages = Object.entries(errors);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          {list.updated_at ? `Last saved ${formatDate(list.updated_at)}` : 'Not saved yet'}
        </Text>
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(v) => setMode(v)}
          disabled={jsonError !== null}
          data={[
            { value: 'form', label: list.name === 'presets' ? 'Table' : 'Form' },
            { value: 'json', label: 'JSON' },
          ]}
          aria-label="Editor"
        />
      </Group>
      <FormFailure message={failure} />
      {outdated && (
        <Alert color="orange" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{outdated}</Text>
            <Button size="xs" variant="light" onClick={onReload}>
              Load the saved list
            </Button>
          </Stack>
        </Alert>
      )}
      {messages.length > 0 && (
        <Alert color="red" variant="light" title="The list was not saved">
          <List size="sm">
            {messages.map(([k, m]) => (
              <List.Item key={k}>
                <Text span ff="monospace" fz="xs">
                  {k}
                </Text>
                : {m}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {editor()}
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={saving}
          onClick={() => {
            setDraft(list.items);
            setErrors({});
            setJsonError(null);
            setMode(list.name === 'presets' ? 'json' : 'form');
          }}
        >
          Discard changes
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={jsonError !== null}>
          Save list
        </Button>
      </Group>
    </Stack>
  );
}

function SizesForm({
  value,
  onChange,
  errors,
}: {
  value: number[];
  onChange: (v: number[]) => void;
  errors: Record<string, string>;
}) {
  return (
    <Group gap="xs" align="flex-start">
      {value.map((size, i) => (
        <NumberInput
          key={i}
          w={110}
          value={size}
          min={MIN_PRINT_SIDE}
          decimalScale={1}
          suffix=" in"
          aria-label={`Size ${i + 1}`}
          error={errors[`items.${i}`]}
          onChange={(n) => onChange(value.map((s, j) => (j === i ? Number(n) || 0 : s)))}
          rightSection={
            <IconX
              size={14}
              style={{ cursor: 'pointer' }}
              aria-label={`Remove size ${size}`}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            />
          }
        />
      ))}
      <Button
        variant="light"
        size="sm"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => onChange([...value, Math.max(0, ...value) + 4])}
      >
        Add a size
      </Button>
    </Group>
  );
}
