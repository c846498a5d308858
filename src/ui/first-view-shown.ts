// When the app's scripts may start downloading: once the server's first view is on screen, its
// first paint presented and the pictures it asks for first (fetchpriority="high": the banner, the
// artwork, the page's largest paint) loaded. Started earlier, on a slow connection they share it
// with those pictures and the page's largest paint waits for the app's code.

const AT_MOST_MS = 2500;

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/** The first contentful paint as presented (a frame's callback runs before its paint). */
function firstPaint(): Promise<void> {
  const paintTiming =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!paintTiming) return nextFrame();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

function firstPictures(root: HTMLElement): Promise<void> {
  const loading = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (img) => !img.complete,
  );
  return Promise.all(
    loading.map(
      (img) =>
        new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        }),
    ),
  ).then(() => undefined);
}

export function firstViewShown(root: HTMLElement): Promise<void> {
  // A hidden tab paints nothing, and a page the server did not paint has nothing to wait for.
  if (document.visibilityState === 'hidden' || !root.firstElementChild) return nextFrame();
  const atMost = new Promise<void>((resolve) => setTimeout(resolve, AT_MOST_MS));
  return Promise.race([firstPaint().then(() => firstPictures(root)), atMost]);
}
