// Typed calls for server-supplied content and the contact form, and hooks over the shared cache.
import { z } from 'zod';
import { api, ApiError } from '../../data/api-client';
import { apiUrl } from '../../domain/api-url';
import { listOf } from '../../domain/catalogue';
import {
  contentFieldsSchema,
  faqSchema,
  messageSchema,
  type ContactForm,
  type ContentFields,
  type ContentEndpoint,
} from '../../domain/content';
import { useResource, type ResourceSpec } from './use-resource';

export const fetchContentFields = (endpoint: ContentEndpoint) =>
  api(contentFieldsSchema, 'GET', `/api/${endpoint}`);

export const contentFields = (endpoint: ContentEndpoint): ResourceSpec<ContentFields> => ({
  key: apiUrl(`/api/${endpoint}`),
  load: () => fetchContentFields(endpoint),
});

export const useContentFields = (endpoint: ContentEndpoint) => {
  const { key, load } = contentFields(endpoint);
  return useResource(key, load);
};

const faqsSchema = listOf(faqSchema);
export const faqs = {
  key: apiUrl('/api/faqs-questions-answers'),
  load: async () => (await api(faqsSchema, 'GET', '/api/faqs-questions-answers')).data,
};
export const useFaqs = () => useResource(faqs.key, faqs.load);

/** A write that reached no server (offline, or a server error): it may be sent again later. */
const unsent = (error: unknown) =>
  !(error instanceof ApiError && error.status !== undefined && error.status < 500);

/**
 * Sends the message; 'queued' when it cannot reach the server (offline, or a server error): it
 * then waits in the outbox and is sent when the connection returns. The send and every replay
 * carry one Idempotency-Key, so the shop gets it once even when the first send arrived and only
 * its answer was lost. A refusal (422, 429) is thrown for the form to show.
 */
export async function sendContactForm(form: ContactForm): Promise<'sent' | 'queued'> {
  const key = crypto.randomUUID();
  const write = { method: 'POST', url: '/api/contact-us-send-form', body: form, key } as const;
  try {
    await api(messageSchema, write.method, write.url, {
      body: write.body,
      headers: { 'Idempotency-Key': key },
    });
    return 'sent';
  } catch (error) {
    if (!unsent(error)) throw error;
    const { enqueue, NO_ACCOUNT } = await import('../../data/outbox');
    await enqueue({ ...write, userId: NO_ACCOUNT, kind: 'contact' });
    return 'queued';
  }
}

/**
 * Signs the address up. The toast has already said it worked (the spec shows it before the
 * answer), so a sign-up that cannot reach the server (offline, or a server error) waits in the
 * outbox and is sent when the connection returns, like the cart's writes. The outbox (and its
 * IndexedDB) is loaded only then: every page's footer has this form.
 */
export async function subscribeNewsletter(email: string): Promise<void> {
  const write = { method: 'POST', url: '/api/subscribe', body: { email } } as const;
  try {
    await api(z.unknown(), write.method, write.url, { body: write.body });
  } catch (error) {
    if (!unsent(error)) return;
    const { enqueue, NO_ACCOUNT } = await import('../../data/outbox');
    await enqueue({ ...write, userId: NO_ACCOUNT, kind: 'newsletter' });
  }
}
