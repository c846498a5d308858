// The admin filter of the account area (spec: 'the account area shows an admin filter'): an
// admin chooses whose portfolio and sales the My Portfolio and Sales tabs show, or all artists.
// The choice lives in ?artist= so a reload or a shared link keeps it.
import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AdminArtist } from '../../domain/admin/gallery';
import { fetchArtists } from '../admin/gallery/gallery-api';

export const ALL_ARTISTS = 'All artists';

export function AdminArtistFilter({
  artistId,
  onChange,
}: {
  artistId: number | undefined;
  onChange: (artistId: number | undefined) => void;
}) {
  const [artists, setArtists] = useState<AdminArtist[] | null>(null);
  useEffect(() => {
    const ac = new AbortController();
    fetchArtists('', ac.signal).then(setArtists, () => !ac.signal.aborted && setArtists([]));
    return () => ac.abort();
  }, []);

  return (
    <Select
      label="Artist"
      description="Admin filter: whose portfolio and sales to show"
      placeholder={ALL_ARTISTS}
      searchable
      clearable
      w={{ base: '100%', sm: 320 }}
      mb="md"
      disabled={artists === null}
      data={(artists ?? []).map((a) => ({
        value: String(a.id),
        label: a.artist_name || a.name,
      }))}
      value={artistId !== undefined ? String(artistId) : null}
      onChange={(id) => onChange(id ? Number(id) : undefined)}
      nothingFoundMessage="No artist found"
    />
  );
}
