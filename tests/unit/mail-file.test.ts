// The mail files written without SMTP are real messages: every line ends CRLF, as RFC 5322 has
// it (mail programs open them; a bare LF in the body made some show it as one line).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/services/mail';

describe('mail files', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('end every line with CRLF, in the headers and in both parts', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mail-'));
    const mailer = createMailer({ mailDir: dir, from: 'Gallery <shop@example.com>' });
    await mailer.send({
      to: 'buyer@example.com',
      subject: 'Your order',
      text: 'Thank you.\nYour order is on its way.\n',
      html: '<p>Thank you.</p>\n<p>Your order is on its way.</p>',
    });
    const [file] = await readdir(dir);
    const raw = (await readFile(path.join(dir, file!))).toString('latin1');
    expect(raw).toContain('Your order is on its way.');
    expect(raw.match(/(?<!\r)\n/g)).toBeNull();
  });
});
