// What a download may be: inch sizes are rendered at print resolution, and no side of a file
// is longer than a 40 in print at that resolution. The download dialog's choices and the
// server's check both read these.

/** Inch downloads are rendered at print resolution. */
export const DOWNLOAD_DPI = 300;
/** Largest download on its long side; a 40 in print at 300 dpi. */
export const DOWNLOAD_MAX_LONG_SIDE_PX = 12_000;
