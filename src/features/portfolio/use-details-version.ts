// The version of a work's details that its edit dialog (the artist's or the admin's) saves
// against. When the server refuses the save because the details changed elsewhere since the
// dialog opened (409), takeStored loads them as stored, folds them into the form around what
// was typed, and saves against their version next time.
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { foldInStored } from '../../ui/fold-in-stored';

interface Work {
  id: number;
  details_version?: string | undefined;
}

export function useDetailsVersion<W extends Work, V extends object>({
  work,
  form,
  valuesOf,
  fetchStored,
  onStored,
}: {
  work: W;
  form: UseFormReturnType<V>;
  valuesOf: (work: W) => V;
  fetchStored: (id: number) => Promise<W>;
  /** The work as stored, for the list behind the dialog. */
  onStored: (work: W) => void;
}) {
  const [version, setVersion] = useState(work.details_version);
  const takeStored = async () => {
    const stored = await fetchStored(work.id).catch(() => null);
    if (!stored) return;
    foldInStored(form, valuesOf(stored));
    setVersion(stored.details_version);
    onStored(stored);
  };
  return { version, takeStored };
}
