import { describe, expect, it } from 'vitest';
import {
  contactFormSchema,
  fillMeta,
  newsletterSchema,
  socialLinks,
} from '../../src/domain/content';

describe('content domain', () => {
  it('fills the meta placeholders and leaves unknown ones, or is undefined while one has no value', () => {
    const values = { title: 'Sea', author: 'Ann', user_name: 'ann' };
    expect(fillMeta('{title} by {author} | {user_name} {other}', values)).toBe(
      'Sea by Ann | ann {other}',
    );
    expect(fillMeta('{title} by {author} | {user_name}', { title: 'Sea' })).toBeUndefined();
  });

  const errorsOf = (input: unknown) => {
    const result = contactFormSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it("keeps names and the phone on one line, so they cannot forge lines in the shop's mail", () => {
    const form = contactFormSchema.parse({
      first_name: 'Eve\r\nBcc: victim@evil.example',
      last_name: 'X',
      email: 'eve@evil.example',
      phone: '12345678\n',
      message: 'Two\nlines',
    });
    expect(form).toMatchObject({
      first_name: 'Eve Bcc: victim@evil.example',
      phone: '12345678',
      message: 'Two\nlines',
    });
  });

  it("checks the contact form with the spec's messages", () => {
    expect(errorsOf({})).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'E-mail is required',
      phone: 'Phone is required',
    });
    expect(errorsOf({ first_name: 'A', last_name: 'B', email: 'a@b', phone: '1234567' })).toEqual({
      email: 'E-mail must be valid',
      phone: 'Your phone must be at least 8 characters',
    });
    expect(
      errorsOf({
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.co',
        phone: '12345678',
        message: '',
      }),
    ).toEqual({});
  });

  it('checks the newsletter address against the pattern', () => {
    expect(newsletterSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
    const bad = newsletterSchema.safeParse({ email: 'a@b' });
    expect(bad.error?.issues[0]?.message).toBe('E-mail must be valid');
  });
});

describe('footer social links', () => {
  it('shows only the links set to a web address', () => {
    const fields = {
      meta_title: '',
      meta_description: '',
      meta_keywords: '',
      social_instagram: ' https://www.instagram.com/shop/ ',
      social_facebook: '',
      social_pinterest: 'javascript:alert(1)',
    };
    expect(socialLinks(fields)).toEqual([
      { label: 'Instagram', href: 'https://www.instagram.com/shop/' },
    ]);
    expect(socialLinks(undefined)).toEqual([]);
  });
});
