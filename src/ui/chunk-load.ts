// Loading a piece of the app's code (a lazily loaded screen): spec 000 section 8 gives it 120 s.
// A chunk that fails or takes longer rejects with ChunkLoadError, which the route's error screen
// (chunk-load-error.tsx) shows with a reload.
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading the page took longer than ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
  });
  return Promise.race([
    load().catch((error: unknown) => {
      // The browser's own message is kept: the router reloads once for a chunk a new release
      // has replaced ('Failed to fetch dynamically imported module').
      throw new ChunkLoadError(error instanceof Error ? error.message : String(error));
    }),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

export const CHUNK_LOAD_MESSAGE = {
  title: 'This page could not be loaded',
  text: 'Check your connection, then reload the page.',
  reload: 'Reload',
} as const;

/** The entry's fallback when the app itself cannot load: there is no React to render with. */
export function showAppLoadFailure(): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'app-load-failure';
  const title = document.createElement('strong');
  title.textContent = CHUNK_LOAD_MESSAGE.title;
  const text = document.createElement('p');
  text.textContent = CHUNK_LOAD_MESSAGE.text;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = CHUNK_LOAD_MESSAGE.reload;
  button.addEventListener('click', () => window.location.reload());
  box.append(title, text, button);
  document.body.prepend(box);
}
