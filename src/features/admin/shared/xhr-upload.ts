// A multipart upload with progress. fetch cannot report upload progress, so this one request
// uses XMLHttpRequest, with what the API client does for every write: the session cookie, the
// XSRF-TOKEN cookie sent back as X-XSRF-TOKEN (asked for from GET /sanctum/csrf-cookie only when
// there is none, and once more on a 419), and failures as ApiError (422 field errors included).
import { API_ERROR_MESSAGE, ApiError, readCookie, withCsrfToken } from '../../../data/api-client';

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
    throw error instanceof ApiError ? error : new ApiError(undefined, API_ERROR_MESSAGE);
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
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) xhr.setRequestHeader('X-XSRF-TOKEN', xsrf);
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
