import type { SessionUser } from '../domain/user';

/** What route guards can ask: the signed-in user, loaded once and shared with the atoms. */
export interface RouterContext {
  currentUser: () => Promise<SessionUser | null>;
}
