// @vitest-environment jsdom
// The list of pages kept for offline use, as the not-saved-offline screen shows it: the shop's
// own pages by their titles, not the worker's internal shell, and the home page as 'Home'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedPages } from '../../src/data/saved-pages';

const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head></html>`;
const kept: Record<string, string> = {
  '/': page('Gallery Print Shop | Archival fine-art prints from original paintings'),
  '/offline-shell': page('Gallery Print Shop'),
  '/faq': page('Frequently asked questions | Gallery Print Shop'),
  '/artist/amara-nwosu': page('Amara Nwosu &amp; friends | Gallery Print Shop'),
  '/contact-us': page('Contact | Gallery Print Shop'),
};

describe('pages saved for offline use', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the shop's pages by their titles, without the worker's shell or this one", async () => {
    window.history.pushState({}, '', '/contact-us');
    const requests = Object.keys(kept).map((path) => ({ url: `${location.origin}${path}` }));
    vi.stubGlobal('caches', {
      keys: () => Promise.resolve(['pages-v1', 'images-v1']),
      open: () =>
        Promise.resolve({
          keys: () => Promise.resolve(requests),
          match: (request: { url: string }) =>
            Promise.resolve(new Response(kept[new URL(request.url).pathname])),
        }),
    });
    expect(await savedPages()).toEqual([
      { path: '/', title: 'Home' },
      { path: '/faq', title: 'Frequently asked questions' },
      { path: '/artist/amara-nwosu', title: 'Amara Nwosu & friends' },
    ]);
  });
});
