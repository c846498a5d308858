// The admin's whole-record saves that carry the version of the copy their form loaded (a content
// page, a FAQ, a product, an artist), each as one case: make the record, load it as its form
// does, build a save of one changed text, read that text as stored. The API test and the race
// test run every case the same way.
import {
  CONTENT_MSG,
  type AdminContentPage,
  type AdminFaq,
  type AdminProduct,
} from '../../src/domain/admin/content';
import { ARTIST_MSG, type AdminArtist } from '../../src/domain/admin/gallery';
import type { HttpClient } from './http-client';

export interface Opened {
  /** The version the form loaded. */
  version: string;
  /** A save of the form with `text` in its changed field, sent with `version`. */
  body: (text: string, version: unknown) => Record<string, unknown>;
}

export interface StaleSaveCase {
  name: string;
  versionKey: string;
  /** What a save from an older copy is told. */
  message: string;
  /** Makes the record (named `label`); returns where its saves go. */
  make: (admin: HttpClient, label: string) => Promise<string>;
  open: (admin: HttpClient, url: string) => Promise<Opened>;
  stored: (admin: HttpClient, url: string) => Promise<string>;
}

const data = async <T>(res: Promise<{ json: <J>() => J }>) => (await res).json<{ data: T }>().data;
/** The record saved at `url` as the list its form loads from shows it. */
const listed = async <T extends { id: number }>(admin: HttpClient, list: string, url: string) =>
  (await data<T[]>(admin.get(list))).find((r) => r.id === Number(url.split('/').pop()))!;
const pageUrl = (label: string) =>
  label === 'race' ? '/api/admin/content/privacy-policy' : '/api/admin/content/return-policy';

export const STALE_SAVE_CASES: StaleSaveCase[] = [
  {
    name: 'a content page',
    versionKey: 'page_version',
    message: CONTENT_MSG.pageChanged,
    make: (_admin, label) => Promise.resolve(pageUrl(label)),
    async open(admin, url) {
      const page = await data<AdminContentPage>(admin.get(url));
      return {
        version: page.page_version,
        body: (title, version) => ({ fields: { ...page.fields, title }, page_version: version }),
      };
    },
    stored: async (admin, url) => (await data<AdminContentPage>(admin.get(url))).fields.title!,
  },
  {
    name: 'a FAQ',
    versionKey: 'faq_version',
    message: CONTENT_MSG.faqChanged,
    async make(admin, label) {
      const faq = await data<AdminFaq>(
        admin.post('/api/admin/faqs', { question: `Shipping ${label}?`, answer: '<p>Yes.</p>' }),
      );
      return `/api/admin/faqs/${faq.id}`;
    },
    async open(admin, url) {
      const faq = await listed<AdminFaq>(admin, '/api/admin/faqs', url);
      return {
        version: faq.faq_version,
        body: (question, version) => ({ question, answer: faq.answer, faq_version: version }),
      };
    },
    stored: async (admin, url) => (await listed<AdminFaq>(admin, '/api/admin/faqs', url)).question,
  },
  {
    name: 'a product',
    versionKey: 'product_version',
    message: CONTENT_MSG.productChanged,
    async make(admin, label) {
      const product = await data<AdminProduct>(
        admin.post('/api/admin/products', {
          name: `Gift wrap ${label}`,
          unit_price: 5,
          calculation_type: 'flat',
        }),
      );
      return `/api/admin/products/${product.id}`;
    },
    async open(admin, url) {
      const product = await listed<AdminProduct>(admin, '/api/admin/products', url);
      return {
        version: product.product_version,
        body: (name, version) => ({
          name,
          unit_price: product.unit_price,
          calculation_type: product.calculation_type,
          product_version: version,
        }),
      };
    },
    stored: async (admin, url) =>
      (await listed<AdminProduct>(admin, '/api/admin/products', url)).name,
  },
  {
    name: 'an artist',
    versionKey: 'artist_version',
    message: ARTIST_MSG.artistChanged,
    async make(admin, label) {
      const artist = await data<AdminArtist>(
        admin.post('/api/admin/artists', { name: `Rita Painter ${label}` }),
      );
      return `/api/admin/artists/${artist.id}`;
    },
    async open(admin, url) {
      const artist = await data<AdminArtist>(admin.get(url));
      return {
        version: artist.artist_version,
        body: (artistName, version) => ({
          name: artist.name,
          artist_name: artistName,
          description: artist.description,
          artist_version: version,
        }),
      };
    },
    stored: async (admin, url) => (await data<AdminArtist>(admin.get(url))).artist_name,
  },
];
