// Manage Gallery: pick an artist (or create one), upload originals for them, and manage their
// images. The chosen artist is kept in the page's session, so coming back lands on them.
import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Select } from '../../../ui/select';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminArtist } from '../../../domain/admin/gallery';
import { formatCount } from '../../../domain/format';
import { AdminShell } from '../shared/admin-shell';
import { usePrivateQuery } from '../../../data/private-query';
import { refreshPrivateQueries } from '../../../data/query-client';
import { ArtistDialog } from './artist-dialog';
import { fetchArtists } from './gallery-api';
import { ImagesTable } from './images-table';
import { UploadPanel } from './upload-panel';
import { LoadFailureAlert } from '../../content/load-failure-alert';

const KEY = 'admin.gallery.artist';

function rememberedArtist(): number | null {
  const stored = Number(sessionStorage.getItem(KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
}

export function GalleryScreen() {
  const artists = usePrivateQuery(['admin-artists'], (signal) => fetchArtists('', signal));
  const [artistId, setArtistIdState] = useState<number | null>(rememberedArtist);
  const [dialog, setDialog] = useState<'new' | 'edit' | null>(null);

  const setArtistId = (id: number | null) => {
    setArtistIdState(id);
    if (id === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, String(id));
  };
  const artist = artists.data?.find((a) => a.id === artistId) ?? null;
  const label = (a: AdminArtist) =>
    `${a.artist_name} (${formatCount(a.images_count)}${a.deleted_count ? ` + ${formatCount(a.deleted_count)} deleted` : ''})`;

  return (
    <AdminShell title="Manage Gallery">
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <Group align="flex-end" gap="sm">
            <Select
              label="Artist"
              placeholder={artists.data ? 'Choose an artist' : 'Loading artists…'}
              searchable
              clearable
              w={{ base: '100%', sm: 360 }}
              data={(artists.data ?? []).map((a) => ({ value: String(a.id), label: label(a) }))}
              value={artistId === null ? null : String(artistId)}
              onChange={(v) => setArtistId(v === null ? null : Number(v))}
              nothingFoundMessage="No artist of that name"
            />
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setDialog('new')}
            >
              New artist
            </Button>
            {artist && (
              <Button
                variant="subtle"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setDialog('edit')}
              >
                Edit artist
              </Button>
            )}
          </Group>
          {artist && (
            <Text fz="sm" c="dimmed" mt="xs">
              /artist/{artist.slug}
              {artist.user_email ? ` · managed by ${artist.user_email}` : ' · no account'}
            </Text>
          )}
          {artists.error && (
            <Box mt="sm">
              <LoadFailureAlert error={artists.error} onRetry={artists.reload} />
            </Box>
          )}
        </Paper>

        {artist ? (
          <>
            <UploadPanel
              key={artist.id}
              artist={artist}
              onUploaded={() => {
                void refreshPrivateQueries('admin-images');
                artists.reload();
              }}
            />
            <ImagesTable artistId={artist.id} onChanged={artists.reload} />
          </>
        ) : (
          <Text c="dimmed">Choose an artist to upload originals and manage their images.</Text>
        )}
      </Stack>

      <ArtistDialog
        opened={dialog !== null}
        artist={dialog === 'edit' ? artist : null}
        onClose={() => setDialog(null)}
        onSaved={(saved) => {
          artists.reload();
          setArtistId(saved.id);
        }}
      />
    </AdminShell>
  );
}
