// What a crawler or a link preview sees before any JavaScript runs: the sitemap, robots.txt,
// and each page's title, description, keywords, robots, canonical, Open Graph and Twitter tags
// (by the route's meta rule, src/routes/route-meta.ts), with JSON-LD for artwork and artist
// pages (VisualArtwork + Product with an offer range; Person), put into the app shell.
import { priceConfiguration, guestBuyer } from '../../src/domain/pricing';
import {
  emptyPrintOptions,
  validatePrintOptions,
  type PrintOptions,
} from '../../src/domain/print-options';
import { sizeFromLongEdge } from '../../src/domain/size-rounding';
import { aspectRatio } from '../../src/domain/catalogue';
import { CONTENT_PAGES, type MetaValues } from '../../src/domain/content';
import {
  DEFAULT_DESCRIPTION,
  ROUTE_META,
  SITE_NAME,
  canonicalUrl,
  documentTitle,
  filledMeta,
  robotsOf,
  routeOf,
  routeTitleOf,
  type RoutePath,
} from '../../src/routes/route-meta';
import { orderSearch, thankYouSearch } from '../../src/routes/search-params';
import type { AppContext } from '../context';
import { ContentService } from './content.service';
import { shopLists } from './shop-lists';
import { richTextAsPlainText } from './rich-text';
import {
  artistEntries,
  categoryEntries,
  findArtistBySlug,
  findPublicArtwork,
  publicArtworkEntries,
} from '../repositories/sitemap.repository';

const SHOP = SITE_NAME;
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

/** The head of a served page: the route's meta (src/routes/route-meta.ts) as the app sets it. */
export interface PageMeta {
  /** 404 for a path that is no page of the shop. */
  status: 200 | 404;
  /**
   * Where the page sends the visitor at once: an artist page whose artist is not public goes to
   * the archive, as the app would do after loading (the spec's redirect), with nothing painted.
   */
  redirect?: string;
  title: string;
  description: string;
  keywords?: string | undefined;
  robots: string;
  canonical: string;
  image?: string | undefined;
  type: 'website' | 'product' | 'profile';
  jsonLd?: object;
}

/**
 * Cheapest and dearest print a guest can order on the first media: the smallest and largest of
 * the listed sizes at the artwork's proportions that the cart would take (both sides within the
 * media's maximum), so the price advertised is one the shop charges.
 */
async function offerRange(ctx: AppContext, ratio: number, markup: number) {
  const { lists } = await shopLists(ctx.db);
  const media = lists.medias[0];
  if (!media) return undefined;
  const orderable = [...lists.printSizes]
    .sort((a, b) => a - b)
    .map((edge) => {
      const { width, height } = sizeFromLongEdge(edge, ratio);
      return {
        ...emptyPrintOptions,
        media: media.value,
        size: 'custom' as const,
        printWidth: width,
        printHeight: height,
      };
    })
    .filter((o) => Object.keys(validatePrintOptions(o, lists, ratio)).length === 0);
  const [smallest, largest] = [orderable[0], orderable.at(-1)];
  if (!smallest || !largest) return undefined;
  const price = (o: PrintOptions) =>
    priceConfiguration(o, lists, { ...guestBuyer, imageMarkup: markup }).total;
  return { low: price(smallest), high: price(largest) };
}

/** What the page is about: the placeholders of its meta text, its picture and JSON-LD. */
interface Subject {
  values: MetaValues;
  image?: string | undefined;
  type: PageMeta['type'];
  jsonLd?: object;
}

async function artworkSubject(ctx: AppContext, id: number): Promise<Subject | undefined> {
  const base = ctx.config.appUrl;
  const art = await findPublicArtwork(ctx.db, id);
  if (!art) return undefined;
  const image = `${base}/media/images/${art.id}/resized/1200.jpg`;
  const offers = await offerRange(ctx, aspectRatio(art.pixel_width, art.pixel_height), art.markup);
  const description = `${art.name} by ${art.artist_name}: an archival ${art.medium ? art.medium.toLowerCase() + ' ' : ''}fine-art print, made to order in your size, paper or canvas, and frame.`;
  return {
    values: { title: art.name, author: art.artist_name },
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

async function artistSubject(ctx: AppContext, slug: string): Promise<Subject | undefined> {
  const base = ctx.config.appUrl;
  const artist = await findArtistBySlug(ctx.db, slug);
  if (!artist) return undefined;
  const text = richTextAsPlainText(artist.description);
  const image = artist.profile_image ? base + artist.profile_image : undefined;
  return {
    values: { user_name: artist.artist_name },
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

function subjectOf(ctx: AppContext, route: RoutePath, pathname: string, query: URLSearchParams) {
  if (route === '/order') {
    const { image_id } = orderSearch.parse(Object.fromEntries(query));
    if (image_id) return artworkSubject(ctx, image_id);
  }
  if (route === '/artist/$slug') {
    return artistSubject(ctx, decodeURIComponent(pathname.split('/')[2] ?? ''));
  }
  return Promise.resolve(undefined);
}

/**
 * Where the app would send the visitor on arriving (the spec's redirects), said by the server
 * instead, with nothing painted: an artist who is not public goes to the archive, a thank-you
 * without its order to the catalogue.
 */
function redirectOf(
  route: RoutePath | undefined,
  query: URLSearchParams,
  subject: unknown,
): { redirect?: string } {
  if (route === '/artist/$slug' && !subject) return { redirect: '/artist-archive' };
  if (
    route === '/thank-you' &&
    !thankYouSearch.parse({ order: query.get('order') ?? undefined }).order
  )
    return { redirect: '/art-categories' };
  return {};
}

/**
 * The page's meta as the app shows it once it runs: the route's meta fields with the page's
 * placeholders filled (an artwork or artist that is not public fills none), robots and
 * canonical; artwork and artist pages add their picture and JSON-LD.
 */
export async function pageMeta(
  ctx: AppContext,
  pathname: string,
  query: URLSearchParams,
): Promise<PageMeta> {
  const route = routeOf(pathname);
  const rule = route && ROUTE_META[route];
  const fields =
    rule && 'fields' in rule
      ? await new ContentService(ctx).fields(CONTENT_PAGES[rule.fields])
      : undefined;
  const subject = route ? await subjectOf(ctx, route, pathname, query) : undefined;
  const meta = filledMeta(fields, subject?.values ?? {});
  return {
    status: route ? 200 : 404,
    ...redirectOf(route, query, subject),
    title: documentTitle(meta.title ?? routeTitleOf(pathname, query)),
    description: meta.description ?? DEFAULT_DESCRIPTION,
    keywords: meta.keywords,
    robots: robotsOf(pathname),
    canonical: canonicalUrl(ctx.config.appUrl, pathname, query),
    image: subject?.image,
    type: subject?.type ?? 'website',
    ...(subject?.jsonLd ? { jsonLd: subject.jsonLd } : {}),
  };
}
