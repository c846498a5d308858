// The Sales tab's artwork size: pixels at the spec's 93 per inch, from the print size of the
// line when it has one, otherwise from the original's size.
import { SALES_PIXELS_PER_INCH } from '../../domain/orders';

export interface ArtworkSize {
  width: number;
  height: number;
  source: 'print' | 'original';
}

interface Sizes {
  print_width: number | null;
  print_height: number | null;
  original_width: number;
  original_height: number;
}

const px = (inches: number) => Math.round(inches * SALES_PIXELS_PER_INCH);

export function artworkSize(row: Sizes): ArtworkSize {
  const print = row.print_width && row.print_height;
  return {
    width: px(print ? row.print_width! : row.original_width),
    height: px(print ? row.print_height! : row.original_height),
    source: print ? 'print' : 'original',
  };
}

export const formatPixels = (size: ArtworkSize) => `${size.width} x ${size.height} px`;
