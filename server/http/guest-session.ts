// A guest's session is a signed cookie, not a row: it only carries the CSRF token a guest's
// writes (login, registration, the contact form) must send back, so nothing need be stored, and
// any number of cookieless visitors (or a script asking for cookies) adds nothing to the
// database. A signed-in session is a row (session.repository.ts), started afresh at login.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SessionRecord } from '../repositories/session.repository';

const PREFIX = 'g.';

export class GuestSessions {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so a guest cookie's signature can never stand in for another signature.
    this.key = createHmac('sha256', secret).update('gallery-guest-sessions-v1').digest();
  }

  private mac(purpose: string, id: string): string {
    return createHmac('sha256', this.key).update(`${purpose}:${id}`).digest('base64url');
  }

  /** A new guest's cookie token and the CSRF token that goes with it. */
  create(): { token: string; csrfToken: string } {
    const id = randomBytes(24).toString('base64url');
    return { token: `${PREFIX}${id}.${this.mac('cookie', id)}`, csrfToken: this.mac('csrf', id) };
  }

  isGuestToken(token: string): boolean {
    return token.startsWith(PREFIX);
  }

  /** The guest session a cookie token names, or null when it was not signed here. */
  read(token: string): SessionRecord | null {
    const [id, mac, extra] = token.slice(PREFIX.length).split('.');
    if (!id || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.mac('cookie', id));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { id: `guest:${id}`, csrfToken: this.mac('csrf', id), user: null };
  }
}
