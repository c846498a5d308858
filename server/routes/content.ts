// Server-supplied content (one GET per page's fields, the FAQ list) and the public forms:
// contact and newsletter, validated with the same schemas and messages as the PWA.
import {
  CONTENT_PAGES,
  contactFormSchema,
  contentFieldsSchema,
  faqSchema,
  messageSchema,
  newsletterSchema,
  type ContentEndpoint,
} from '../../src/domain/content';
import { MSG } from '../../src/domain/messages';
import { listOf } from '../../src/domain/catalogue';
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { ContentService } from '../services/content.service';

export function contentRoutes(app: ApiApp, ctx: AppContext): void {
  const content = new ContentService(ctx);
  const tags = ['content'];

  for (const endpoint of Object.keys(CONTENT_PAGES) as ContentEndpoint[]) {
    app.get(
      `/api/${endpoint}`,
      { config: { publicCache: true }, schema: { tags, response: { 200: contentFieldsSchema } } },
      () => content.fields(CONTENT_PAGES[endpoint]),
    );
  }

  app.get(
    '/api/faqs-questions-answers',
    { config: { publicCache: true }, schema: { tags, response: { 200: listOf(faqSchema) } } },
    async () => ({ data: await content.faqs() }),
  );

  app.post(
    '/api/contact-us-send-form',
    {
      // A message the visitor's device kept offline is replayed under its key: one mail.
      config: { idempotent: true },
      schema: { tags, body: contactFormSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const { mailError } = await content.contact(request.ip, request.body);
      if (mailError) request.log.error({ err: mailError }, 'contact mail to the shop failed');
      return { message: MSG.formSuccessful };
    },
  );

  app.post(
    '/api/subscribe',
    { schema: { tags, body: newsletterSchema, response: { 200: messageSchema } } },
    async (request) => {
      await content.subscribe(request.ip, request.body.email);
      return { message: MSG.newsletterSuccessful };
    },
  );
}
