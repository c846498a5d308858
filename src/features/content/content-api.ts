// Typed calls for server-supplied content and the contact form, and hooks over the shared cache.
import { z } from 'zod';
import { api } from '../../data/api-client';
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
export const useFaqs = () =>
  useResource(
    'faqs',
    async () => (await api(faqsSchema, 'GET', '/api/faqs-questions-answers')).data,
  );

export const sendContactForm = (form: ContactForm) =>
  api(messageSchema, 'POST', '/api/contact-us-send-form', { body: form });

export const subscribeNewsletter = (email: string) =>
  api(z.unknown(), 'POST', '/api/subscribe', { body: { email } });
