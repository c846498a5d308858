// When a save is refused because what it edits changed elsewhere meanwhile (409: another tab,
// another device, another admin), the form takes the stored values without losing what was
// typed: a field the user has edited keeps its edit, every other field shows the stored value.
// The stored values become the form's initial ones, so the next save compares with them.
import type { UseFormReturnType } from '@mantine/form';

export function foldInStored<V extends object>(form: UseFormReturnType<V>, stored: V): void {
  const typed = form.getValues();
  const next = { ...stored };
  for (const key of Object.keys(stored) as Array<keyof V>) {
    if (form.isDirty(key as string)) next[key] = typed[key];
  }
  form.setInitialValues(stored);
  form.setValues(next);
}
