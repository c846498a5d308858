// A failed admin request as a form shows it: the first message per field under its input, and
// one line for the rest (or the spec's generic 'API Error, please try again.').
import { API_ERROR_MESSAGE, ApiError } from '../../../data/api-client';

export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.errors).flatMap(([k, m]) => (m[0] ? [[k, m[0]]] : [])),
  );
}

export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return API_ERROR_MESSAGE;
  if (error.status === 404 || error.status === 403) return error.message;
  return error.message || API_ERROR_MESSAGE;
}

/** Field errors on `fields` for the form; everything else joined for an alert. */
export function splitErrors(
  error: unknown,
  fields: readonly string[],
): { onFields: Record<string, string>; other: string | null } {
  const all = fieldErrors(error);
  const onFields: Record<string, string> = {};
  const other: string[] = [];
  for (const [k, m] of Object.entries(all)) {
    if (fields.includes(k)) onFields[k] = m;
    else other.push(m);
  }
  if (Object.keys(all).length === 0) return { onFields, other: errorMessage(error) };
  return { onFields, other: other.length ? other.join(' ') : null };
}
