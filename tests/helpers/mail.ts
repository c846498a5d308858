// Reads the .eml files the default mailer writes under DATA_DIR/mail, for tests that follow a
// mailed link (password reset, email verification). Bodies are quoted-printable or base64; both
// are decoded so that links can be matched whole.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface SentMail {
  file: string;
  to: string;
  subject: string;
  /** Headers and every part, decoded. */
  body: string;
}

function decodeQuotedPrintable(s: string): string {
  const joined = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeParts(raw: string): string {
  // Base64 parts: decode each block that follows a base64 transfer-encoding header.
  const base64 = raw.replace(
    /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/gi,
    (_m, block: string) => Buffer.from(block.replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return /quoted-printable/i.test(raw) ? decodeQuotedPrintable(base64) : base64;
}

/** Every mail written so far, oldest first. */
export function sentMails(dataDir: string): SentMail[] {
  const dir = path.join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      const header = (name: string) =>
        new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
      return { file, to: header('To'), subject: header('Subject'), body: decodeParts(raw) };
    });
}

/** The newest mail to this address, if any. */
export function lastMailTo(dataDir: string, to: string): SentMail | undefined {
  return sentMails(dataDir)
    .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
    .at(-1);
}

/** The first link in a mail whose path starts with `pathPrefix` (e.g. '/reset-password'). */
export function linkIn(mail: SentMail, pathPrefix: string): URL | undefined {
  for (const match of mail.body.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(match[0].replace(/&amp;/g, '&'));
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  return undefined;
}
