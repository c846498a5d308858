// Pure server pieces of the accounts issue: the ALTCHA challenge round trip (signature, key
// signature, tampering) and the About text sanitizer.
import { solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { captchaKeys, createCaptchaChallenge } from '../../server/services/captcha.service';
import { redactUrl } from '../../server/http/log-serializers';
import { sanitizeRichText } from '../../server/services/rich-text';

describe('captcha challenges', () => {
  const keys = captchaKeys('a-session-secret-of-at-least-32-characters');

  it('derives two different keys from the session secret, stable per secret', () => {
    expect(keys.signature).not.toBe(keys.key);
    expect(captchaKeys('a-session-secret-of-at-least-32-characters')).toEqual(keys);
    expect(captchaKeys('another-session-secret-of-32-characters!').signature).not.toBe(
      keys.signature,
    );
  });

  // Solving is proof of work: seconds of CPU on a loaded machine, past the 5 s default.
  it('verifies a solved challenge only with the same keys', { timeout: 30_000 }, async () => {
    const challenge = await createCaptchaChallenge(keys);
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    const verify = (k = keys) =>
      verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: k.signature,
        hmacKeySignatureSecret: k.key,
      });
    expect((await verify()).verified).toBe(true);
    expect((await verify(captchaKeys('x'.repeat(40)))).verified).toBe(false);
  });
});

describe('sanitizeRichText', () => {
  it.each([
    ['<p>Hi <strong>there</strong></p>', '<p>Hi <strong>there</strong></p>'],
    ['<p></p>', ''],
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<p style="color:red" onclick="x()">x</p>', '<p>x</p>'],
    ['<h1>Title</h1>', '<h2>Title</h2>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="//evil.example/x">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="/about-us">x</a>', '<a href="/about-us" rel="noopener noreferrer nofollow">x</a>'],
    ['<div><span>kept text</span></div>', 'kept text'],
    // A scheme with a digit is still a scheme; a relative page, a fragment and mail are links.
    ['<a href="x1:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    [
      '<a href="prints.html">x</a>',
      '<a href="prints.html" rel="noopener noreferrer nofollow">x</a>',
    ],
    ['<a href="#faq">x</a>', '<a href="#faq" rel="noopener noreferrer nofollow">x</a>'],
    [
      '<a href="mailto:shop@gallery.example">x</a>',
      '<a href="mailto:shop@gallery.example" rel="noopener noreferrer nofollow">x</a>',
    ],
    [
      '<a href="https://e.example" target="_top">x</a>',
      '<a href="https://e.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    ],
    [
      '<a href="https://e.example" target="_blank">x</a>',
      '<a href="https://e.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    ],
  ])('%s → %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });
});

describe('redactUrl', () => {
  it.each([
    [
      '/reset-password?token=abc&email=a%40b.co',
      '/reset-password?token=%5Bredacted%5D&email=a%40b.co',
    ],
    [
      '/email/verify/1/h?expires=1&signature=s',
      '/email/verify/1/h?expires=1&signature=%5Bredacted%5D',
    ],
    ['/api/images?page=2', '/api/images?page=2'],
    ['/login', '/login'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
