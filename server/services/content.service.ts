// Server-supplied content and the two public forms (contact, newsletter). Both forms are
// rate limited per IP before anything is written.
import type { ContentFields, ContentPage, Faq } from '../../src/domain/content';
import { mailBody } from './mail-body';
import { EMAIL_PATTERN } from '../../src/domain/messages';
import type { AppContext } from '../context';
import { ContentRepository } from '../repositories/content.repository';
import { enforceRateLimit } from './rate-limit';
import { CONTENT_DEFAULTS } from './content.defaults';

export const FORM_LIMITS = {
  contact: { limit: 5, windowSeconds: 600 },
  newsletter: { limit: 10, windowSeconds: 600 },
};

export interface ContactMessage {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message?: string | null | undefined;
}

/**
 * A page's fields as shown: its defaults, each overridden by what is stored. A stored key the
 * page does not have (saved before saves were held to the page's fields) is left out.
 */
export function pageFields(page: ContentPage, stored: Record<string, string>): ContentFields {
  const fields = { ...CONTENT_DEFAULTS[page] };
  for (const key of Object.keys(fields)) {
    if (Object.hasOwn(stored, key)) fields[key] = stored[key]!;
  }
  return fields;
}

export class ContentService {
  private readonly repo: ContentRepository;

  constructor(private readonly ctx: AppContext) {
    this.repo = new ContentRepository(ctx.db);
  }

  async fields(page: ContentPage): Promise<ContentFields> {
    return pageFields(page, await this.repo.fields(page));
  }

  faqs(): Promise<Faq[]> {
    return this.repo.faqs();
  }

  /**
   * Stores the message, then mails it to the shop's contact address. The stored row is what
   * counts: a mail failure is handed back for the caller to log, not shown to the visitor.
   */
  async contact(ip: string, form: ContactMessage): Promise<{ mailError?: unknown }> {
    await enforceRateLimit(this.ctx.db, [{ key: `contact:${ip}`, rule: FORM_LIMITS.contact }]);
    const message = { ...form, message: form.message ?? '' };
    const id = await this.repo.saveContactMessage(message);
    const shop = (await this.fields('contact-us')).second_block_email ?? '';
    if (!EMAIL_PATTERN.test(shop)) return {};
    try {
      await this.ctx.mailer.send({
        to: shop,
        // Reply answers the visitor; the shop's own address is only the sender.
        replyTo: { name: `${message.first_name} ${message.last_name}`, address: message.email },
        subject: `Contact form #${id}: ${message.first_name} ${message.last_name}`,
        ...mailBody([
          `From: ${message.first_name} ${message.last_name} <${message.email}>\nPhone: ${message.phone}`,
          `Message:\n${message.message || '(no message)'}`,
        ]),
      });
      return {};
    } catch (mailError) {
      return { mailError };
    }
  }

  async subscribe(ip: string, email: string): Promise<void> {
    await enforceRateLimit(this.ctx.db, [
      { key: `newsletter:${ip}`, rule: FORM_LIMITS.newsletter },
    ]);
    await this.repo.subscribe(email);
  }
}
