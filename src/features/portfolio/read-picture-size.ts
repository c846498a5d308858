// The pixel size of a picture the user chose, read in the browser; null when the browser cannot
// show that kind of picture (HEIC on most), so no guess is made about it.
import type { PictureSize } from '../../domain/portfolio';

/**
 * An Image element rather than createImageBitmap: its size comes from the file's header and its
 * pixels are decoded only when painted, while a bitmap decodes them all at once (200 MB for the
 * 50 megapixels an upload may have).
 * Its size is the one shown, after any EXIF turn, as the server's re-encode turns it too.
 */
export function readPictureSize(file: Blob): Promise<PictureSize | null> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  return new Promise<PictureSize | null>((resolve) => {
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}
