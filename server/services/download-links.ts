// Signed, expiring download links, as object stores presign them: the token names the image, the
// exact pixel size, the format and an expiry, and carries an HMAC-SHA256 of all of it under a key
// derived from the session secret. Whoever holds the link may fetch that one rendition until it
// expires (a browser navigation carries no CSRF header); nothing in it can be changed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOWNLOAD_FORMATS, type DownloadFormat } from '../../src/domain/portfolio';

export const DOWNLOAD_LINK_TTL_MS = 10 * 60 * 1000;

export interface DownloadGrant {
  /** Who asked for the link: their downloads are prepared a few at a time. */
  userId: number;
  imageId: number;
  width: number;
  height: number;
  format: DownloadFormat;
  /** Inch sizes: 300 dpi is written into the file. */
  printSize: boolean;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export type TokenCheck =
  { ok: true; grant: DownloadGrant } | { ok: false; reason: 'invalid' | 'expired' };

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');

export class DownloadLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so a download signature can never stand in for any other signature.
    this.key = createHmac('sha256', secret).update('gallery-download-links-v1').digest();
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  create(grant: Omit<DownloadGrant, 'expiresAt'>, now = Date.now()): string {
    const g: DownloadGrant = { ...grant, expiresAt: now + DOWNLOAD_LINK_TTL_MS };
    const payload = b64(
      [g.userId, g.imageId, g.width, g.height, g.format, g.printSize ? 1 : 0, g.expiresAt].join(
        '.',
      ),
    );
    return `${payload}.${this.sign(payload)}`;
  }

  verify(token: string, now = Date.now()): TokenCheck {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { ok: false, reason: 'invalid' };
    }
    const parts = Buffer.from(payload, 'base64url').toString('utf8').split('.');
    const [user, id, w, h, format, print, exp] = parts;
    const nums = [user, id, w, h, exp].map(Number);
    if (
      parts.length !== 7 ||
      nums.some((n) => !Number.isSafeInteger(n) || n < 1) ||
      !(DOWNLOAD_FORMATS as readonly string[]).includes(format ?? '')
    ) {
      return { ok: false, reason: 'invalid' };
    }
    const grant: DownloadGrant = {
      userId: nums[0]!,
      imageId: nums[1]!,
      width: nums[2]!,
      height: nums[3]!,
      format: format as DownloadFormat,
      printSize: print === '1',
      expiresAt: nums[4]!,
    };
    if (grant.expiresAt <= now) return { ok: false, reason: 'expired' };
    return { ok: true, grant };
  }
}
