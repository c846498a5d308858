// The version of a record that its edit form (a work's details, a FAQ, an artist...) saves
// against. When the server refuses the save because the record changed elsewhere since the form
// opened (409), takeStored loads it as stored, folds it into the form around what was typed, and
// saves against its version next time.
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { foldInStored } from './fold-in-stored';

export function useEditVersion<R extends { id: number }, V extends object>({
  record,
  versionOf,
  form,
  valuesOf,
  fetchStored,
  onStored,
}: {
  /** null: a new record, saved without a version. */
  record: R | null;
  versionOf: (record: R) => string | undefined;
  form: UseFormReturnType<V>;
  valuesOf: (record: R) => V;
  /** The record as stored now; undefined when it is gone. */
  fetchStored: (id: number) => Promise<R | undefined>;
  /** The record as stored, for the list behind the form. */
  onStored: (record: R) => void;
}) {
  const [version, setVersion] = useState(record ? versionOf(record) : undefined);
  const takeStored = async () => {
    if (!record) return;
    const stored = await fetchStored(record.id).catch(() => undefined);
    if (!stored) return;
    foldInStored(form, valuesOf(stored));
    setVersion(versionOf(stored));
    onStored(stored);
  };
  return { version, takeStored };
}
