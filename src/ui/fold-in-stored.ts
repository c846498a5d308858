// When a save is refused because what it edits changed elsewhere meanwhile (409: another tab,
// another device, another admin), the form takes the stored values without losing what was
// typed: a field the user has edited keeps its edit, every other field shows the stored value.
import type { UseFormReturnType } from '@mantine/form';

/** `stored`, with what was typed kept in every field that `isEdited` names. */
export function foldedIn<V extends object>(
  stored: V,
  typed: V,
  isEdited: (key: keyof V) => boolean,
): V {
  const next = { ...stored };
  for (const key of Object.keys(stored) as Array<keyof V>) {
    if (isEdited(key)) next[key] = typed[key];
  }
  return next;
}

/** The stored values become the form's initial ones, so the next save compares with them. */
export function foldInStored<V extends object>(form: UseFormReturnType<V>, stored: V): void {
  const next = foldedIn(stored, form.getValues(), (key) => form.isDirty(key as string));
  form.setInitialValues(stored);
  form.setValues(next);
}
