// A cart write the server refused (422) for what was sent: the work withdrawn, an option the
// shop no longer offers. Trying again as it is cannot work, so the buyer is told the reason
// rather than to try later.
import { ApiError } from '../../data/api-client';

/** The server's reasons, once each, or null when the failure was not a refusal. */
export function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const reasons = [...new Set(Object.values(error.errors).flat())];
  return reasons.length > 0 ? reasons.join(' ') : null;
}
