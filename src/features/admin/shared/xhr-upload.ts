// A multipart upload with progress. fetch cannot report upload progress, so this one request
// uses XMLHttpRequest, with what the API client does for every write: the session cookie, the
// XSRF-TOKEN cookie sent back as X-XSRF-TOKEN (asked for from GET /sanctum/csrf-cookie only when
// there is none, and once more on a 419), and failures as ApiError (422 field errors included).
import { API_ERROR_MESSAGE, ApiError, csrfCookie, readCookie } from '../../../data/api-client';

async function freshToken(): Promise<void> {
  try {
    await csrfCookie();
  } catch {
    throw new ApiError(undefined, API_ERROR_MESSAGE);
  }
}

export async function uploadWithProgress(
  url: string,
  body: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<unknown> {
  if (readCookie('XSRF-TOKEN') === undefined) await freshToken();
  try {
    return await send(url, body, onProgress, signal);
  } catch (error) {
    // The token went stale (a new session, an expired one): a fresh cookie and one more try.
    if (!(error instanceof ApiError && error.status === 419)) throw error;
    await freshToken();
    return await send(url, body, onProgress, signal);
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
