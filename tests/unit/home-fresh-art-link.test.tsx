// The home page's fresh-art link, as the server paints it (src/prerender.tsx, the tree the app
// then hydrates): the admin's "Fresh art button" text and link from the homepage fields, and the
// page's own words and the catalogue when they are empty.
import { describe, expect, it } from 'vitest';
import { prerender } from '../../src/prerender';

async function home(fields: Record<string, string>): Promise<string> {
  const painted = await prerender('/', {
    '/api/homepage-fields': {
      meta_title: 'Gallery Print Shop',
      meta_description: '',
      meta_keywords: '',
      slider_section_title: 'New this season',
      ...fields,
    },
    '/api/homepage-categories': { data: [] },
    '/api/homepage-slider-images': { data: [] },
    '/api/contact-us-fields': {},
  });
  if (!('html' in painted)) throw new Error(`moved to ${painted.moved}`);
  return painted.html;
}

/** The anchors of the painted page: their href and text. */
const links = (html: string) =>
  [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map(([, href, inner]) => ({
    href,
    text: (inner ?? '').replace(/<[^>]*>/g, '').trim(),
  }));

describe("home page's fresh-art link", () => {
  it("says and goes where the admin's Fresh art button fields say", async () => {
    const html = await home({
      slider_section_button_text: 'See all new work',
      slider_section_button_link: '/artist-archive',
    });
    expect(links(html)).toContainEqual({ href: '/artist-archive', text: 'See all new work' });
    expect(html).not.toContain('See the whole collection');
  });

  it('falls back to the whole collection when the fields are empty', async () => {
    const html = await home({ slider_section_button_text: '', slider_section_button_link: '' });
    expect(html).toContain('New this season');
    expect(links(html)).toContainEqual({
      href: '/art-categories',
      text: 'See the whole collection',
    });
  });
});
