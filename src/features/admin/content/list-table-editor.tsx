// A config list of flat entries (frames, mats, medias, mountings, wraps, varnishes) as an
// editable table: one row per entry, one column per field. Text, numbers and switches are
// edited in place; a field holding a list or an object (a media's max size, previews, options)
// is edited as a short JSON value. Errors from the server land on their cell.
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { fieldLabel } from '../../../domain/admin/content';
import { ResponsiveTable, type TableColumn } from '../../../ui/responsive-table';

type Row = Record<string, unknown>;
/** A row with its place in the list, which its fields' labels and errors name. */
interface Entry {
  row: Row;
  i: number;
}

type Kind = 'number' | 'boolean' | 'string' | 'json';

function columnsOf(rows: Row[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const k of Object.keys(row)) seen.add(k);
  // The database keeps keys in its own order; the entry's value and name read best first.
  const first = ['value', 'text', 'name'].filter((k) => seen.has(k));
  return [...first, ...[...seen].filter((k) => !first.includes(k))];
}

/** A column's kind from its values: a field that is a list or object anywhere is JSON. */
function kindOf(rows: Row[], key: string): { kind: Kind; nullable: boolean } {
  const values = rows.map((r) => r[key]).filter((v) => v !== undefined);
  const nullable = values.some((v) => v === null);
  const present = values.filter((v) => v !== null);
  if (present.length === 0 || present.some((v) => typeof v === 'object')) {
    return { kind: 'json', nullable };
  }
  const kind = typeof present[0];
  return {
    kind: kind === 'number' || kind === 'boolean' || kind === 'string' ? kind : 'json',
    nullable,
  };
}

const sameJson = (text: string, value: unknown) => {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(value ?? null);
  } catch {
    return false;
  }
};

function JsonCell({
  value,
  onChange,
  error,
  label,
}: {
  value: unknown;
  onChange: (v: unknown) => void;
  error?: string | undefined;
  label: string;
}) {
  const [text, setText] = useState(() => JSON.stringify(value ?? null));
  const [invalid, setInvalid] = useState(false);
  // Rows moved or removed: follow the new value unless it is what is being typed.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (!sameJson(text, value)) {
      setText(JSON.stringify(value ?? null));
      setInvalid(false);
    }
  }
  return (
    <TextInput
      size="xs"
      value={text}
      aria-label={label}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      error={invalid ? 'Not valid JSON' : error}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        try {
          onChange(JSON.parse(next));
          setInvalid(false);
        } catch {
          setInvalid(true);
        }
      }}
    />
  );
}

export function ListTableEditor({
  rows,
  onChange,
  errors,
}: {
  rows: Row[];
  onChange: (rows: Row[]) => void;
  errors: Record<string, string>;
}) {
  const columns = columnsOf(rows);
  const setCell = (i: number, key: string, v: unknown) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [key]: v } : r)));
  const errorAt = (i: number, key: string) =>
    Object.entries(errors).find(
      ([k]) => k === `items.${i}.${key}` || k.startsWith(`items.${i}.${key}.`),
    )?.[1];
  const move = (i: number, by: number) => {
    const next = [...rows];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };

  const kinds = Object.fromEntries(columns.map((c) => [c, kindOf(rows, c)]));
  const cell = (row: Row, i: number, key: string) => {
    const value = row[key];
    const label = `${fieldLabel(key)} of row ${i + 1}`;
    const error = errorAt(i, key);
    const { kind, nullable } = kinds[key]!;
    if (value === undefined) {
      return (
        <Text c="dimmed" fz="xs">
          —
        </Text>
      );
    }
    switch (kind) {
      case 'number':
        return (
          <NumberInput
            size="xs"
            value={typeof value === 'number' ? value : ''}
            decimalScale={4}
            aria-label={label}
            error={error}
            onChange={(v) => setCell(i, key, v === '' ? null : Number(v))}
            miw={90}
          />
        );
      case 'boolean':
        return (
          <Switch
            checked={value === true}
            aria-label={label}
            onChange={(e) => setCell(i, key, e.currentTarget.checked)}
          />
        );
      case 'string':
        return (
          <TextInput
            size="xs"
            value={typeof value === 'string' ? value : ''}
            placeholder={nullable ? 'none' : undefined}
            aria-label={label}
            error={error}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setCell(i, key, nullable && v === '' ? null : v);
            }}
            miw={110}
          />
        );
      case 'json':
        return (
          <JsonCell
            value={value}
            label={label}
            error={error}
            onChange={(v) => setCell(i, key, v)}
          />
        );
    }
  };

  const rowActions = (i: number) => (
    <Group gap={0} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="md"
        disabled={i === 0}
        onClick={() => move(i, -1)}
        aria-label={`Move row ${i + 1} up`}
      >
        <IconArrowUp size={14} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="md"
        disabled={i === rows.length - 1}
        onClick={() => move(i, 1)}
        aria-label={`Move row ${i + 1} down`}
      >
        <IconArrowDown size={14} aria-hidden />
      </ActionIcon>
      <Tooltip label="Remove">
        <ActionIcon
          variant="subtle"
          size="md"
          color="red"
          onClick={() => onChange(rows.filter((_, j) => j !== i))}
          aria-label={`Remove row ${i + 1}`}
        >
          <IconTrash size={14} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  const entryColumns: TableColumn<Entry>[] = [
    ...columns.map((c) => ({
      header: fieldLabel(c),
      cell: ({ row, i }: Entry) => cell(row, i, c),
    })),
    { header: 'Actions', place: 'actions', cell: ({ i }) => rowActions(i) },
  ];

  return (
    <>
      <ResponsiveTable
        rows={rows.map((row, i) => ({ row, i }))}
        columns={entryColumns}
        rowKey={({ i }) => i}
        label="Entries"
        minWidth={Math.max(600, columns.length * 130)}
        verticalSpacing="xs"
        striped={false}
      />
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={rows.length === 0}
          // A copy of the last entry with a new value: every field keeps a valid shape.
          onClick={() => {
            const last = rows.at(-1)!;
            onChange([
              ...rows,
              { ...structuredClone(last), value: `new-${rows.length + 1}`, text: 'New entry' },
            ]);
          }}
        >
          Add an entry
        </Button>
      </Group>
    </>
  );
}
