// When a save of the Information tab is refused because the details changed elsewhere (another
// tab, another device, an admin), the form takes the stored details without losing what was
// typed: a field the user has edited keeps its edit, every other field shows the stored value,
// and the form's profile_version becomes the stored one, so the next Update saves.
import type { UseFormReturnType } from '@mantine/form';
import { profileFormValues, type ProfileFormValues } from '../../domain/profile';
import type { SessionUser } from '../../domain/user';

export function foldInStoredProfile(
  form: UseFormReturnType<ProfileFormValues>,
  stored: SessionUser,
): void {
  const storedValues = profileFormValues(stored);
  const typed = form.getValues();
  const next: Record<string, unknown> = { ...storedValues };
  for (const key of Object.keys(storedValues)) {
    if (key !== 'profile_version' && form.isDirty(key))
      next[key] = typed[key as keyof typeof typed];
  }
  form.setInitialValues(storedValues);
  form.setValues(next);
}
