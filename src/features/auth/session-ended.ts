// A session that ended while the user was signed in (cookie gone, password changed elsewhere,
// account disabled, a logout in another tab): the API answers 401 or 419, the app logs out
// (use-logout-on-auth-failure.ts) and says so in these words. The spec has no text of its own for
// it; its generic order error would blame the shop.
import { ApiError } from '../../data/api-client';

export const SESSION_ENDED = 'Your session has ended. Please log in again.';

/** A 401 or 419 answer: the session is gone, not the request at fault. */
export const isSessionEnded = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 401 || error.status === 419);
