// Create or edit an artist: name, display name, slug (made from the name when left empty),
// biography (rich text, sanitized by the server) and, optionally, the account that manages the
// portfolio. Used by Manage Gallery and the Users screen. Refused because another admin saved
// the artist meanwhile, the form takes the saved artist around what was typed and says so.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { slugify, type AdminArtist } from '../../../domain/admin/gallery';
import type { AdminUser } from '../../../domain/admin/users';
import { toastSuccess } from '../../../ui/toast';
import { isConflict } from '../../../data/api-client';
import { useEditVersion } from '../../../ui/use-edit-version';
import { splitErrors } from '../shared/api-errors';
import { RichTextField } from '../shared/rich-text-field';
import { UserPicker } from '../shared/user-picker';
import { fetchArtist, saveArtist } from './gallery-api';
import { revealRefusedField } from '../../../ui/reveal-first-invalid';
import { FormFailure } from '../../../ui/form-failure';

interface Values {
  name: string;
  artist_name: string;
  slug: string;
  description: string;
}

const FIELDS = ['name', 'artist_name', 'slug', 'description'];

const valuesOf = (artist: AdminArtist): Values => ({
  name: artist.name,
  artist_name: artist.artist_name,
  slug: artist.slug,
  description: artist.description,
});

export function ArtistDialog({
  opened,
  artist,
  initialUser = null,
  onClose,
  onSaved,
}: {
  opened: boolean;
  /** null creates a new artist. */
  artist: AdminArtist | null;
  initialUser?: AdminUser | null;
  onClose: () => void;
  onSaved: (artist: AdminArtist) => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={640}
      title={artist ? `Edit ${artist.artist_name}` : 'New artist'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && (
        <ArtistForm
          key={artist?.id ?? 'new'}
          artist={artist}
          initialUser={initialUser}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function ArtistForm({
  artist,
  initialUser,
  onClose,
  onSaved,
}: {
  artist: AdminArtist | null;
  initialUser: AdminUser | null;
  onClose: () => void;
  onSaved: (artist: AdminArtist) => void;
}) {
  const form = useForm<Values>({
    initialValues: artist
      ? valuesOf(artist)
      : { name: initialUser?.name ?? '', artist_name: '', slug: '', description: '' },
    validate: { name: (v) => (v.trim() ? null : 'This field is required.') },
  });
  // The artist as last loaded: its account is what the picker changes, or leaves as it is.
  const [loaded, setLoaded] = useState(artist);
  const [user, setUser] = useState<AdminUser | null>(initialUser ?? accountOf(artist));
  const [userError, setUserError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { version, takeStored } = useEditVersion({
    record: artist,
    versionOf: (a) => a.artist_version,
    form,
    valuesOf,
    fetchStored: fetchArtist,
    onStored: (stored) => {
      if ((user?.id ?? null) === (loaded?.user_id ?? null)) setUser(accountOf(stored));
      setLoaded(stored);
      onSaved(stored);
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    setUserError(null);
    try {
      const saved = await saveArtist(artist?.id ?? null, {
        name: values.name,
        artist_name: values.artist_name,
        slug: values.slug || undefined,
        description: values.description,
        ...(loaded === null || (user?.id ?? null) !== loaded.user_id
          ? { user_id: user?.id ?? null }
          : {}),
        artist_version: version,
      });
      toastSuccess(artist ? 'Artist saved.' : 'Artist created.');
      onSaved(saved);
      onClose();
    } catch (error) {
      if (isConflict(error)) await takeStored();
      const { onFields, other } = splitErrors(error, [...FIELDS, 'user_id']);
      const { user_id: forUser, ...rest } = onFields;
      form.setErrors(rest);
      setUserError(forUser ?? null);
      setFailure(other);
    } finally {
      setSaving(false);
    }
  }, revealRefusedField);

  const nameForSlug = form.values.artist_name || form.values.name;
  const slugHint = form.values.slug
    ? `/artist/${form.values.slug}`
    : nameForSlug
      ? `Made from the name: /artist/${slugify(nameForSlug)}`
      : 'Made from the name when left blank';

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <FormFailure message={failure} />
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <TextInput
          label="Artist name"
          description="As shown in the gallery; the name when empty"
          {...form.getInputProps('artist_name')}
        />
        <TextInput
          label="Slug"
          description={slugHint}
          placeholder="e.g. jane-doe"
          {...form.getInputProps('slug')}
        />
        <UserPicker
          label="Account (optional)"
          description="The user who manages this portfolio in My Portfolio"
          value={user}
          onChange={setUser}
          error={userError}
        />
        <RichTextField
          label="Biography"
          value={form.values.description}
          onChange={(html) => form.setFieldValue('description', html)}
          error={form.errors.description}
          minHeight={120}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {artist ? 'Save' : 'Create artist'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The linked account as the picker shows it, from what the artist row knows. */
function accountOf(artist: AdminArtist | null): AdminUser | null {
  if (artist?.user_id == null) return null;
  return {
    id: artist.user_id,
    name: artist.name,
    email: artist.user_email ?? '',
    is_admin: false,
    is_artist: true,
    wholesale_discount: false,
    markup: 0,
    disabled: false,
    artist_id: artist.id,
    artist_slug: artist.slug,
    orders_count: 0,
    created_at: '',
  };
}
