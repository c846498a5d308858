// The Content screen's calls: page fields, FAQs, config lists and products.
import { api } from '../../../data/api-client';
import {
  adminFaqListSchema,
  adminFaqResponseSchema,
  adminProductListSchema,
  adminProductResponseSchema,
  configListResponseSchema,
  contentPageResponseSchema,
  type AdminContentPage,
  type AdminFaq,
  type AdminProduct,
  type FaqInput,
  type ProductInput,
} from '../../../domain/admin/content';
import type { ConfigListName } from '../../../domain/config-lists';
import type { ContentPage } from '../../../domain/content';
import { z } from 'zod';

const message = z.object({ message: z.string() });

export async function fetchPage(
  page: ContentPage,
  signal?: AbortSignal,
): Promise<AdminContentPage> {
  return (await api(contentPageResponseSchema, 'GET', `/api/admin/content/${page}`, { signal }))
    .data;
}

/** `version` is the page_version the editor loaded: the server refuses an older one. */
export async function savePage(
  page: ContentPage,
  fields: Record<string, string>,
  version: string,
): Promise<AdminContentPage> {
  return (
    await api(contentPageResponseSchema, 'PUT', `/api/admin/content/${page}`, {
      body: { fields, page_version: version },
    })
  ).data;
}

export async function fetchFaqs(signal?: AbortSignal): Promise<AdminFaq[]> {
  return (await api(adminFaqListSchema, 'GET', '/api/admin/faqs', { signal })).data;
}

/** One FAQ as stored now (undefined when deleted). */
export async function fetchFaq(id: number): Promise<AdminFaq | undefined> {
  return (await fetchFaqs()).find((f) => f.id === id);
}

/** An edit sends the faq_version it loaded with `input`: the server refuses an older one. */
export async function saveFaq(id: number | null, input: FaqInput): Promise<AdminFaq> {
  const url = id === null ? '/api/admin/faqs' : `/api/admin/faqs/${id}`;
  return (await api(adminFaqResponseSchema, id === null ? 'POST' : 'PUT', url, { body: input }))
    .data;
}

export async function deleteFaq(id: number): Promise<void> {
  await api(message, 'DELETE', `/api/admin/faqs/${id}`);
}

export function fetchConfigList(name: ConfigListName, signal?: AbortSignal) {
  return api(configListResponseSchema, 'GET', `/api/admin/config/${name}`, { signal });
}

/** `updatedAt` is the loaded list's: the server refuses the save if another admin saved since. */
export function saveConfigList(name: ConfigListName, items: unknown, updatedAt: string | null) {
  return api(configListResponseSchema, 'PUT', `/api/admin/config/${name}`, {
    body: { items, updated_at: updatedAt },
  });
}

export async function fetchProducts(signal?: AbortSignal): Promise<AdminProduct[]> {
  return (await api(adminProductListSchema, 'GET', '/api/admin/products', { signal })).data;
}

/** One product as stored now (undefined when deleted). */
export async function fetchProduct(id: number): Promise<AdminProduct | undefined> {
  return (await fetchProducts()).find((p) => p.id === id);
}

/** An edit sends the product_version it loaded with `input`: the server refuses an older one. */
export async function saveProduct(id: number | null, input: ProductInput): Promise<AdminProduct> {
  const url = id === null ? '/api/admin/products' : `/api/admin/products/${id}`;
  return (await api(adminProductResponseSchema, id === null ? 'POST' : 'PUT', url, { body: input }))
    .data;
}

export async function deleteProduct(id: number): Promise<void> {
  await api(message, 'DELETE', `/api/admin/products/${id}`);
}
