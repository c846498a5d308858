import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '../../src/domain/content';
import { makeFaq, setContentFields } from '../factories/storefront';
import { HttpClient } from '../helpers/http-client';
import { sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Errors = { message: string; errors: Record<string, string[]> };

// Asymmetric matchers are typed any; as unknown they assign safely.
const anyString: unknown = expect.any(String);
const anyNumber: unknown = expect.any(Number);
const anEmail: unknown = expect.stringContaining('@');

describe('content API and public forms', () => {
  let t: TestApp;
  let ipCounter = 0;
  /** A browser from its own address, so rate limits of one test never touch another. */
  const visitor = () => {
    const client = new HttpClient(t);
    const ip = `203.0.113.${++ipCounter}`;
    return {
      post: (url: string, body: unknown, headers: Record<string, string> = {}) =>
        client.post(url, body, { 'x-forwarded-for': ip, ...headers }),
    };
  };
  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json<T>() };
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  describe('content fields', () => {
    it('answers every fields endpoint with the meta keys', async () => {
      for (const endpoint of Object.keys(CONTENT_PAGES)) {
        const { status, body } = await get<Record<string, string>>(`/api/${endpoint}`);
        expect(status, endpoint).toBe(200);
        expect(body, endpoint).toMatchObject({
          meta_title: anyString,
          meta_description: anyString,
          meta_keywords: anyString,
        });
        expect(body.meta_title, endpoint).not.toBe('');
      }
    });

    it('fills the home page from defaults, overridden key by key by its stored fields', async () => {
      const before = await get<Record<string, string>>('/api/homepage-fields');
      expect(before.body).toMatchObject({
        first_section_title: anyString,
        first_section_subtitle: anyString,
        first_section_button_text: anyString,
        second_section_title: anyString,
        third_section_title: anyString,
        slider_section_title: anyString,
      });
      await setContentFields(t.ctx.db, 'homepage', {
        first_section_title: 'Prints that outlive us',
        extra_note: 'kept',
      });
      const after = await get<Record<string, string>>('/api/homepage-fields');
      expect(after.body.first_section_title).toBe('Prints that outlive us');
      // A key the page does not have (stored before saves were held to the page's) is not served.
      expect(after.body).not.toHaveProperty('extra_note');
      expect(after.body.first_section_subtitle).toBe(before.body.first_section_subtitle);
    });

    it('keeps meta placeholders for the artist and order pages', async () => {
      const artists = await get<Record<string, string>>('/api/artists-get-fields');
      expect(artists.body.meta_title).toContain('{user_name}');
      const products = await get<Record<string, string>>('/api/products-get-fields');
      expect(products.body.meta_title).toContain('{title}');
      expect(products.body.meta_title).toContain('{author}');
    });

    it('gives the contact page its email and phone', async () => {
      const { body } = await get<Record<string, string>>('/api/contact-us-fields');
      expect(body).toMatchObject({
        first_block_title: anyString,
        first_block_description: anyString,
        second_block_email: anEmail,
        second_block_phone: anyString,
      });
    });

    it('lists the FAQ in order', async () => {
      await makeFaq(t.ctx.db, 'Second?', 'Yes.', 2);
      await makeFaq(t.ctx.db, 'First?', '<p>Of course.</p>', 1);
      const { status, body } = await get<{ data: unknown[] }>('/api/faqs-questions-answers');
      expect(status).toBe(200);
      expect(body.data).toEqual([
        { id: anyNumber, question: 'First?', answer: '<p>Of course.</p>' },
        { id: anyNumber, question: 'Second?', answer: 'Yes.' },
      ]);
    });
  });

  describe('POST contact-us-send-form', () => {
    const valid = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '555 0100 222',
      message: 'Do you print on bamboo paper?',
    };

    it('stores the message and mails it to the shop', async () => {
      const res = await visitor().post('/api/contact-us-send-form', valid);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Form Successful.' });
      const rows = await t.ctx.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('email', '=', 'ada@example.com')
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ first_name: 'Ada', message: valid.message });
      const mailDir = path.join(t.dataDir, 'mail');
      const mails = readdirSync(mailDir).map((f) => readFileSync(path.join(mailDir, f), 'utf8'));
      const mail = mails.find((m) => m.includes('Do you print on bamboo paper?'));
      // Reply answers the visitor, not the shop's own sender address.
      expect(mail).toMatch(/^Reply-To: Ada Lovelace <ada@example\.com>$/m);
    });

    it("writes the visitor's words into the mail's HTML part as text, never as markup", async () => {
      const message = 'Is <b>bold</b> & "pale" paper <a href="http://x">ok</a>?\nSecond line.';
      const res = await visitor().post('/api/contact-us-send-form', {
        ...valid,
        email: 'markup@example.com',
        message,
      });
      expect(res.statusCode).toBe(200);
      const mail = sentMails(t.dataDir).find((m) => m.body.includes('markup@example.com'));
      const html = mail?.body.split(/Content-Type: text\/html/)[1];
      expect(html).toContain('Is &#60;b&#62;bold&#60;/b&#62; &#38; &#34;pale&#34; paper');
      expect(html).toContain('&#62;ok&#60;/a&#62;?<br>Second line.');
      expect(html).not.toContain('<b>');
    });

    it('takes a message replayed under its Idempotency-Key once: one row, one mail', async () => {
      const v = visitor();
      const replayed = { ...valid, message: 'Sent from the fair, kept offline.' };
      const key = { 'idempotency-key': 'contact-replay-0001' };
      for (let i = 0; i < 2; i++) {
        const res = await v.post('/api/contact-us-send-form', replayed, key);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: 'Form Successful.' });
      }
      const rows = await t.ctx.db
        .selectFrom('contact_messages')
        .select('id')
        .where('message', '=', replayed.message)
        .execute();
      expect(rows).toHaveLength(1);
      const mailDir = path.join(t.dataDir, 'mail');
      const mails = readdirSync(mailDir).map((f) => readFileSync(path.join(mailDir, f), 'utf8'));
      expect(mails.filter((m) => m.includes(replayed.message))).toHaveLength(1);
    });

    it('accepts a message-less form', async () => {
      const res = await visitor().post('/api/contact-us-send-form', {
        ...valid,
        message: undefined,
      });
      expect(res.statusCode).toBe(200);
    });

    it("rejects missing fields with the spec's messages", async () => {
      const res = await visitor().post('/api/contact-us-send-form', {});
      expect(res.statusCode).toBe(422);
      expect(res.json<Errors>().errors).toEqual({
        first_name: ['First name is required'],
        last_name: ['Last name is required'],
        email: ['E-mail is required'],
        phone: ['Phone is required'],
      });
    });

    it('rejects blank, malformed and short values', async () => {
      const res = await visitor().post('/api/contact-us-send-form', {
        ...valid,
        first_name: '   ',
        email: 'ada@example',
        phone: '12345',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json<Errors>().errors).toEqual({
        first_name: ['First name is required'],
        email: ['E-mail must be valid'],
        phone: ['Your phone must be at least 8 characters'],
      });
    });

    it('takes empty and invisible values as missing, each with its one message', async () => {
      const empty = await visitor().post('/api/contact-us-send-form', {
        ...valid,
        email: '',
        phone: '        ',
      });
      expect(empty.json<Errors>().errors).toEqual({
        email: ['E-mail is required'],
        phone: ['Phone is required'],
      });
      const invisible = await visitor().post('/api/contact-us-send-form', {
        ...valid,
        first_name: '\u200b',
        last_name: '\u202e',
        phone: '\u200b'.repeat(8),
      });
      expect(invisible.statusCode).toBe(422);
      expect(invisible.json<Errors>().errors).toEqual({
        first_name: ['First name is required'],
        last_name: ['Last name is required'],
        phone: ['Phone is required'],
      });
    });

    it('needs the CSRF token like every write', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact-us-send-form',
        payload: valid,
      });
      expect(res.statusCode).toBe(419);
    });

    it('limits each address to five messages in ten minutes', async () => {
      const v = visitor();
      for (let i = 0; i < 5; i++) {
        expect((await v.post('/api/contact-us-send-form', valid)).statusCode).toBe(200);
      }
      const limited = await v.post('/api/contact-us-send-form', valid);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await visitor().post('/api/contact-us-send-form', valid)).statusCode).toBe(200);
    });
  });

  describe('POST subscribe', () => {
    const count = async (email: string) =>
      (
        await t.ctx.db
          .selectFrom('newsletter_subscribers')
          .select('id')
          .where('email', 'ilike', email)
          .execute()
      ).length;

    it('subscribes once, whatever the repeats and letter case', async () => {
      const v = visitor();
      const first = await v.post('/api/subscribe', { email: 'reader@example.com' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ message: 'Newsletter Successful.' });
      expect((await v.post('/api/subscribe', { email: 'reader@example.com' })).statusCode).toBe(
        200,
      );
      expect((await v.post('/api/subscribe', { email: ' Reader@Example.com ' })).statusCode).toBe(
        200,
      );
      expect(await count('reader@example.com')).toBe(1);
    });

    it("rejects an address without the pattern, an empty one included, with the spec's one message", async () => {
      const res = await visitor().post('/api/subscribe', { email: 'reader@example' });
      expect(res.statusCode).toBe(422);
      expect(res.json<Errors>().errors).toEqual({ email: ['E-mail must be valid'] });
      for (const body of [{}, { email: '' }, { email: '  ' }]) {
        const missing = await visitor().post('/api/subscribe', body);
        expect(missing.json<Errors>().errors).toEqual({ email: ['E-mail must be valid'] });
      }
    });

    it('limits each address to ten sign-ups in ten minutes', async () => {
      const v = visitor();
      for (let i = 0; i < 10; i++) {
        const res = await v.post('/api/subscribe', { email: `many${i}@example.com` });
        expect(res.statusCode).toBe(200);
      }
      const limited = await v.post('/api/subscribe', { email: 'one-more@example.com' });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    });
  });
});
