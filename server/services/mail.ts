// Outgoing mail through nodemailer. Without SMTP_URL every message is written as an .eml file
// under DATA_DIR/mail (newest last by name), so the mail path is real and inspectable locally.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  /** A fixed Message-ID (`<id@host>`) for a message that may be sent again after a crash. */
  messageId?: string;
  to: string;
  /** Where a reply goes, when not to the shop (a contact form's visitor). */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  mailDir: string;
  from: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let counter = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      counter += 1;
      const file = `${stamp}-${process.pid}-${counter}-${safeTo}.eml`;
      await writeFile(path.join(options.mailDir, file), withCrlf(info.message as Buffer));
    },
  };
}

/**
 * A message file as RFC 5322 has it, every line ending CRLF: nodemailer writes its headers so but
 * leaves the text's own line ends bare (SMTP would have them made CRLF on the way). Latin-1 keeps
 * each byte as it is.
 */
const withCrlf = (message: Buffer) =>
  Buffer.from(message.toString('latin1').replace(/\r?\n/g, '\r\n'), 'latin1');
