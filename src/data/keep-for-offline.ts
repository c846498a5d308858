// Asks the service worker to store answers and images this tab will want offline but has not
// fetched itself (the image details behind a cart's Edit, a portfolio's thumbnails). The worker
// decides where each address goes, and ignores what it never caches.
const asked = new Set<string>();

export function keepForOffline(urls: readonly string[]): void {
  const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  if (!worker || !navigator.onLine) return;
  const fresh = urls.filter((u) => !asked.has(u));
  if (fresh.length === 0) return;
  for (const u of fresh) asked.add(u);
  worker.postMessage({ type: 'WARM', urls: fresh });
}
