// Why a load failed, in words. Offline, a list says it shows once back online; online, no answer
// (or a gateway saying the server is down) is the gallery out of reach, anything else its server
// failing (a screen says so under the spec's message; a list shows the server's message).
import { isNetworkFailure } from '../../data/api-client';
import { useAtomValue } from '../../state/jotai';
import { onlineAtom } from '../../state/online';

export const UNREACHABLE_REASON = 'The gallery could not be reached.';
export const SERVER_FAILED_REASON =
  'The gallery had a problem answering. Please try again shortly.';

/** A part of a screen (an account tab's list) that could not be loaded while offline; it loads
 * by itself when the connection returns (the query refetches on reconnect). */
export const NOT_LOADED_OFFLINE = 'You are offline. This list will show when you are back online.';

/** Why a whole screen could not be loaded, below the spec's message, while online. */
export const loadFailureReason = (error: unknown): string =>
  isNetworkFailure(error) ? UNREACHABLE_REASON : SERVER_FAILED_REASON;

/** Why a list could not be loaded: offline or out of reach in plain words, else the API's message. */
export function useLoadFailureText(error: { message: string } | undefined): string | undefined {
  if (!useAtomValue(onlineAtom)) return NOT_LOADED_OFFLINE;
  return isNetworkFailure(error) ? UNREACHABLE_REASON : error?.message;
}
