// Pictures the preview draws (the artwork preview, frame corners and straights), fetched once
// and decoded to ImageBitmap off the main thread. A failed load resolves to null, so the
// renderer falls back (a drawn moulding, a sample picture) instead of failing; it is retried on
// a later request. The browser's HTTP cache and the service worker's image cache sit below.

const LOAD_TIMEOUT_MS = 8000;
const MAX_ENTRIES = 24;

const cache = new Map<string, Promise<ImageBitmap | null>>();
const ready = new Map<string, ImageBitmap>();

async function fetchBitmap(url: string): Promise<ImageBitmap | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOAD_TIMEOUT_MS);
  try {
    const res = await fetch(url, { signal: controller.signal, credentials: 'same-origin' });
    if (!res.ok) return null;
    return await createImageBitmap(await res.blob());
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

function evict() {
  while (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value as string;
    cache.delete(oldest);
    ready.get(oldest)?.close();
    ready.delete(oldest);
  }
}

/** The bitmap for `url`, loading it if needed; null when it cannot be loaded. */
export function loadBitmap(url: string): Promise<ImageBitmap | null> {
  const hit = cache.get(url);
  if (hit) {
    cache.delete(url); // keep recently used entries last
    cache.set(url, hit);
    return hit;
  }
  const loading = fetchBitmap(url).then((bitmap) => {
    if (bitmap) ready.set(url, bitmap);
    else cache.delete(url); // try again next time
    return bitmap;
  });
  cache.set(url, loading);
  evict();
  return loading;
}

/** The bitmap if it is already decoded, without waiting. */
export const loadedBitmap = (url: string): ImageBitmap | undefined => ready.get(url);
