// People's text in one-line fields is kept to what shows as typed: no direction overrides that
// reorder the figures beside a name, no zero-width characters that make a second look-alike
// email, no line breaks in a name or a state; and a form says why in the API's words.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutAddress } from '../factories/checkout';
import { profileInformationSchema, registrationEmail } from '../../src/domain/auth';
import { contactFormSchema } from '../../src/domain/content';
import { MSG } from '../../src/domain/messages';
import { installPlainMessages } from '../../src/domain/plain-messages';
import { checkoutSchema } from '../../src/domain/orders';
import { validateImageUpdate } from '../../src/domain/portfolio';

beforeAll(() => installPlainMessages());

const orderFields = (fields: Record<string, string>) =>
  checkoutSchema.parse({ ...checkoutAddress, ...fields }) as Record<string, unknown>;

describe('one-line text', () => {
  it('drops direction overrides and zero-width spaces from names, keeping joiners', () => {
    const name = (v: string) => profileInformationSchema.parse({ name: v, email: 'a@b.co' }).name;
    expect(name('\u202Eevil Bo')).toBe('evil Bo');
    expect(name('Ann\r\nBcc: x@evil.com')).toBe('Ann Bcc: x@evil.com');
    // A family emoji is joined by ZWJ: it stays whole.
    expect(name('Zoë 👩\u200D👩\u200D👧')).toBe('Zoë 👩\u200D👩\u200D👧');
  });

  it('keeps an address and an artwork name on one line', () => {
    expect(orderFields({ shipping_address_state: 'OR\nCA' }).shipping_address_state).toBe('OR CA');
    expect(orderFields({ shipping_address_line_2: '\u202E5# Suite' }).shipping_address_line_2).toBe(
      '5# Suite',
    );
    const update = validateImageUpdate(
      { name: '  Low\nTide\tBay\u202E ', original_width: 20, original_height: 16 },
      '2026-11-29',
    );
    expect(update).toMatchObject({ ok: true, value: { details: { name: 'Low Tide Bay' } } });
  });

  it('does not take an email with an invisible character as another address', () => {
    expect(registrationEmail.parse('cust\u200Bomer@example.com')).toBe('customer@example.com');
    expect(
      registrationEmail.safeParse('cust\u00ADomer@example.com').error?.issues[0]?.message,
    ).toBe(MSG.eMailValid);
  });

  it('says a contact field is too long, not that it is missing', () => {
    const result = contactFormSchema.safeParse({
      first_name: 'A'.repeat(201),
      last_name: 'Lee',
      email: 'a@example.com',
      phone: '5'.repeat(41),
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toEqual({
      first_name: 'The first name may not be greater than 200 characters.',
      phone: 'The phone may not be greater than 40 characters.',
    });
  });
});
