// The artwork the configurator prints, as its screens use it, made from a catalogue card or an
// image's details (the server's first paint of an order page makes it too).
import type { ImageCard, ImageDetail } from '../../domain/catalogue';

export type OrderMode = 'create' | 'edit' | 'calculator';

export interface OrderImage {
  /** null for the drawn sample picture. */
  id: number | null;
  name: string;
  artistName: string;
  artistId: number | null;
  artistSlug: string | null;
  category: { id: number; name: string } | null;
  /** width / height */
  ratio: number;
  /** Artist markup percent (0 in the calculator). */
  markup: number;
  web: string | null;
  large: string | null;
  preview_image: { path: string; web_path: string } | null;
}

export function fromCard(card: ImageCard | ImageDetail, markup: number): OrderImage {
  return {
    id: card.id,
    name: card.name,
    artistName: card.artist_name,
    artistId: card.artist_id,
    artistSlug: card.artist_slug,
    category: card.ImageCategory,
    ratio: card.ratio > 0 ? card.ratio : 1,
    markup,
    web: card.preview_image.web_path,
    large: card.preview_image.path,
    preview_image: card.preview_image,
  };
}
