import { Placeholder } from '../ui/placeholder';

export function ArtistArchivePage() {
  return <Placeholder title="Artist Archive" issue={3} />;
}
