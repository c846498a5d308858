import { describe, expect, it } from 'vitest';
import {
  canonicalPathOf,
  canonicalUrl,
  documentTitle,
  filledMeta,
  robotsOf,
  routeOf,
  routeTitleOf,
} from '../../src/routes/route-meta';

const fields = {
  meta_title: '{title} by {author} | Archival print | Gallery Print Shop',
  meta_description: 'Order {title}.',
  meta_keywords: '',
};

describe('route meta', () => {
  it('marks the spec noindex screens and unknown paths', () => {
    for (const path of ['/login', '/return-policy', '/privacy-policy', '/reset-password']) {
      expect(robotsOf(path), path).toBe('noindex, nofollow');
    }
    expect(robotsOf('/')).toBe('index, follow');
    expect(robotsOf('/artist/elena-marsh')).toBe('index, follow');
    expect(robotsOf('/no-such-page')).toBe('noindex, nofollow');
    expect(routeOf('/no-such-page')).toBeUndefined();
    expect(routeOf('/artist/a/b')).toBeUndefined();
  });

  it('names one path per page: its variants move to it, an unreadable path is no page', () => {
    expect(canonicalPathOf('/CART')).toBe('/cart');
    expect(canonicalPathOf('/Art-Categories/')).toBe('/art-categories');
    expect(canonicalPathOf('/cart/')).toBe('/cart');
    expect(canonicalPathOf('/index.html')).toBe('/');
    expect(canonicalPathOf('/ARTIST/Elena-Marsh/')).toBe('/artist/Elena-Marsh');
    // A path, never another host: '//cart/' is the cart, '//evil.example/' no page.
    expect(canonicalPathOf('//cart/')).toBe('/cart');
    for (const path of ['/cart', '/', '/admin/', '/nope/', '/artist/%00', '//evil.example/']) {
      expect(canonicalPathOf(path), path).toBeUndefined();
    }
    expect(routeOf('/cart/')).toBeUndefined();
    expect(routeOf('/artist/%00')).toBeUndefined();
    expect(routeOf('/artist/%E0%A4%A')).toBeUndefined();
    expect(routeOf('/artist/caf%C3%A9')).toBe('/artist/$slug');
  });

  it('gives a page without meta fields its title, by the query where that names the page', () => {
    const q = (s = '') => new URLSearchParams(s);
    expect(routeTitleOf('/cart', q())).toBe('Cart');
    expect(routeTitleOf('/login', q('p=register&redirect=/cart'))).toBe('Register');
    expect(routeTitleOf('/login', q('p=nonsense'))).toBe('Log In');
    expect(routeTitleOf('/order', q('mode=calculator'))).toBe('Price Calculator');
    expect(routeTitleOf('/order', q('mode=create&image_id=3'))).toBeUndefined();
    expect(routeTitleOf('/admin/orders', q())).toBe('View Orders');
    expect(routeTitleOf('/no-such-page', q())).toBe('Page Not Found');
    expect(routeTitleOf('/faq', q())).toBeUndefined();
  });

  it('keeps only the query that names the page in the canonical URL', () => {
    const q = new URLSearchParams('image_id=7&mode=create&media=lustre&size=16');
    expect(canonicalUrl('https://s.example', '/order', q)).toBe(
      'https://s.example/order?image_id=7&mode=create',
    );
    expect(canonicalUrl('', '/art-categories', new URLSearchParams('subject=3&page=2'))).toBe(
      '/art-categories?subject=3',
    );
    expect(canonicalUrl('', '/faq', new URLSearchParams('x=1'))).toBe('/faq');
  });

  it('fills placeholders, and leaves out a text it cannot fill', () => {
    expect(filledMeta(fields, { title: 'Sky', author: 'Ann' })).toEqual({
      title: 'Sky by Ann | Archival print | Gallery Print Shop',
      description: 'Order Sky.',
      keywords: undefined,
    });
    expect(filledMeta(fields, {}).title).toBeUndefined();
    expect(documentTitle('FAQ')).toBe('FAQ | Gallery Print Shop');
    expect(documentTitle(undefined)).toBe('Gallery Print Shop');
  });

  it("keeps a title that reads like a placeholder: it is the work's name, not one to fill", () => {
    for (const title of ['{title}', '{author}', 'Study of {user_name}']) {
      expect(filledMeta(fields, { title, author: 'Ann' })).toEqual({
        title: `${title} by Ann | Archival print | Gallery Print Shop`,
        description: `Order ${title}.`,
        keywords: undefined,
      });
    }
  });
});
