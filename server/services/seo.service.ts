// What a crawler or a link preview sees before any JavaScript runs: the sitemap, robots.txt,
// and for artwork and artist pages a title, description, Open Graph and Twitter tags and
// JSON-LD (VisualArtwork + Product with an offer range; Person), put into the app shell.
import { priceConfiguration, guestBuyer } from '../../src/domain/pricing';
import { emptyPrintOptions } from '../../src/domain/print-options';
import { sizeFromLongEdge } from '../../src/domain/size-rounding';
import type { AppContext } from '../context';
import { loadConfigLists } from '../repositories/config.repository';
import {
  artistEntries,
  categoryEntries,
  findArtistBySlug,
  findPublicArtwork,
  publicArtworkEntries,
} from '../repositories/sitemap.repository';

const SHOP = 'Gallery Print Shop';
const STATIC_PAGES = [
  '/',
  '/about',
  '/art-categories',
  '/categories',
  '/artist-archive',
  '/contact-us',
  '/faq',
];

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function sitemapXml(ctx: AppContext): Promise<string> {
  const base = ctx.config.appUrl;
  const [images, artists, categories] = await Promise.all([
    publicArtworkEntries(ctx.db),
    artistEntries(ctx.db),
    categoryEntries(ctx.db),
  ]);
  const url = (loc: string, lastmod?: Date) =>
    `<url><loc>${xml(base + loc)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  const urls = [
    ...STATIC_PAGES.map((p) => url(p)),
    ...categories.map((c) => url(`/art-categories?subject=${c.id}`)),
    ...artists.map((a) => url(`/artist/${encodeURIComponent(a.slug)}`)),
    ...images.map((i) => url(`/order?image_id=${i.id}&mode=create`, i.updated_at)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(ctx: AppContext): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /my-account',
    'Disallow: /checkout',
    'Disallow: /cart',
    'Disallow: /thank-you',
    'Disallow: /admin',
    'Disallow: /invoices/',
    `Sitemap: ${ctx.config.appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export interface PageMeta {
  title: string;
  description: string;
  image?: string;
  type: 'website' | 'product' | 'profile';
  jsonLd?: object;
}

/** Cheapest and dearest print a guest can order: smallest and largest size on the first media. */
async function offerRange(ctx: AppContext, ratio: number, markup: number) {
  const lists = await loadConfigLists(ctx.db);
  const media = lists.medias[0];
  const sizes = lists.printSizes.filter((s) => !media || s <= Math.max(...media.maxDimensions));
  if (!media || sizes.length === 0) return undefined;
  const price = (edge: number) => {
    const { width, height } = sizeFromLongEdge(edge, ratio);
    const o = {
      ...emptyPrintOptions,
      media: media.value,
      size: 'custom' as const,
      printWidth: width,
      printHeight: height,
    };
    return priceConfiguration(o, lists, { ...guestBuyer, imageMarkup: markup }).total;
  };
  return { low: price(Math.min(...sizes)), high: price(Math.max(...sizes)) };
}

export async function pageMeta(
  ctx: AppContext,
  pathname: string,
  query: URLSearchParams,
): Promise<PageMeta | undefined> {
  const base = ctx.config.appUrl;
  if (pathname === '/order' && query.get('image_id')) {
    const art = await findPublicArtwork(ctx.db, Number(query.get('image_id')));
    if (!art) return undefined;
    const image = `${base}/media/images/${art.id}/resized/1200.jpg`;
    const offers = await offerRange(ctx, art.pixel_width / art.pixel_height, art.markup);
    const description = `${art.name} by ${art.artist_name}: an archival ${art.medium ? art.medium.toLowerCase() + ' ' : ''}fine-art print, made to order in your size, paper or canvas, and frame.`;
    return {
      title: `${art.name} by ${art.artist_name} · ${SHOP}`,
      description,
      image,
      type: 'product',
      jsonLd: {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'VisualArtwork',
            name: art.name,
            image,
            artMedium: art.medium ?? undefined,
            artform: 'Painting',
            width: { '@type': 'Distance', name: `${art.original_width} in` },
            height: { '@type': 'Distance', name: `${art.original_height} in` },
            creator: {
              '@type': 'Person',
              name: art.artist_name,
              url: `${base}/artist/${art.artist_slug}`,
            },
            keywords: art.keywords || undefined,
          },
          {
            '@type': 'Product',
            name: `${art.name} (fine-art print)`,
            image,
            description,
            brand: { '@type': 'Brand', name: SHOP },
            ...(offers
              ? {
                  offers: {
                    '@type': 'AggregateOffer',
                    priceCurrency: 'USD',
                    lowPrice: offers.low.toFixed(2),
                    highPrice: offers.high.toFixed(2),
                    availability: 'https://schema.org/InStock',
                  },
                }
              : {}),
          },
        ],
      },
    };
  }
  const artistSlug = /^\/artist\/([^/]+)$/.exec(pathname)?.[1];
  if (artistSlug) {
    const artist = await findArtistBySlug(ctx.db, decodeURIComponent(artistSlug));
    if (!artist) return undefined;
    const text = artist.description
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const image = artist.profile_image ? base + artist.profile_image : undefined;
    return {
      title: `${artist.artist_name} · Artist · ${SHOP}`,
      description: text.slice(0, 200) || `Fine-art prints by ${artist.artist_name}.`,
      image,
      type: 'profile',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: artist.artist_name,
        description: text.slice(0, 500) || undefined,
        image,
        url: `${base}/artist/${artist.slug}`,
        jobTitle: 'Artist',
      },
    };
  }
  return undefined;
}
