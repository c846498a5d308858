import { Placeholder } from '../ui/placeholder';

export function ArtistPage() {
  return <Placeholder title="Artist" issue={3} />;
}
