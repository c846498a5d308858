// A multipart upload with progress. fetch cannot report upload progress, so this one request
// uses XMLHttpRequest, with what the API client does for every write: the session cookie, the
// write's headers (the XSRF token, asked for from GET /sanctum/csrf-cookie only when there is
// none and once more on a 419; the account the tab shows), a 401 or 419 told to the app, and
// failures as ApiError (422 field errors included).
import {
  API_ERROR_MESSAGE,
  ApiError,
  reportAuthFailure,
  withCsrfToken,
  writeHeaders,
} from '../../../data/api-client';

export async function uploadWithProgress(
  url: string,
  body: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<unknown> {
  try {
    return await withCsrfToken(
      () => send(url, body, onProgress, signal),
      (error) => error instanceof ApiError && error.status === 419,
    );
  } catch (error) {
    // The cookie itself could not be fetched: offline, or the server is down.
    if (!(error instanceof ApiError)) throw new ApiError(undefined, API_ERROR_MESSAGE);
    // After the one retry on a stale token: a 419 now is a session that ended.
    if (error.status !== undefined) reportAuthFailure(error.status, error.message);
    throw error;
  }
}

function send(
  url: string,
  body: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(writeHeaders(url)))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: unknown = undefined;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        // Not JSON: a proxy's error page.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(data);
        return;
      }
      const body = data as { message?: unknown; errors?: Record<string, string[]> } | undefined;
      const message = typeof body?.message === 'string' ? body.message : API_ERROR_MESSAGE;
      reject(new ApiError(xhr.status, message, body?.errors ?? {}));
    };
    xhr.onerror = () => reject(new ApiError(undefined, API_ERROR_MESSAGE));
    xhr.onabort = () => reject(new ApiError(undefined, 'The upload was cancelled.'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
