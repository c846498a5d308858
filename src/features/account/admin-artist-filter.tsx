// The admin filter of the account area (spec: 'the account area shows an admin filter'): an
// admin chooses whose portfolio and sales the My Portfolio and Sales tabs show, or all artists.
// The choice lives in ?artist= so a reload or a shared link keeps it. A list that could not be
// loaded says so, and opening it again tries again: an empty list would read as no artists.
import { Select } from '../../ui/select';
import { usePrivateQuery } from '../../data/private-query';
import { fetchArtists } from '../admin/gallery/gallery-api';

export const ALL_ARTISTS = 'All artists';

export function AdminArtistFilter({
  artistId,
  onChange,
}: {
  artistId: number | undefined;
  onChange: (artistId: number | undefined) => void;
}) {
  // The list Manage Gallery shows too, from the same cache.
  const artists = usePrivateQuery(['admin-artists'], (signal) => fetchArtists('', signal));
  const failed = !artists.data && artists.error !== undefined;

  return (
    <Select
      label="Artist"
      description="Admin filter: whose portfolio and sales to show"
      placeholder={ALL_ARTISTS}
      searchable
      clearable
      w={{ base: '100%', sm: 320 }}
      mb="md"
      disabled={!artists.data && !failed}
      data={(artists.data ?? []).map((a) => ({
        value: String(a.id),
        label: a.artist_name || a.name,
      }))}
      value={artistId !== undefined ? String(artistId) : null}
      onChange={(id) => onChange(id ? Number(id) : undefined)}
      onDropdownOpen={failed ? artists.reload : undefined}
      error={failed ? 'The artists could not be loaded. Open the list to try again.' : undefined}
      nothingFoundMessage={failed ? undefined : 'No artist found'}
    />
  );
}
