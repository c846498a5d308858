import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../src/domain/api-url';
import { heroPicture, pictureSources } from '../../src/domain/public-pictures';

describe('public pictures', () => {
  it('offers a banner or tile at the narrower widths the server makes, WebP first', () => {
    const at = (f: string) =>
      [320, 480, 640, 960].map((w) => `/media/home/hero.jpg?w=${w}${f} ${w}w`).join(', ');
    expect(pictureSources('/media/home/hero.jpg')).toEqual({
      sources: [{ type: 'image/webp', srcSet: at('&f=webp') }],
      src: '/media/home/hero.jpg?w=960',
      srcSet: at(''),
    });
  });

  it('offers the original too for a picture shown wider than the copies (a cover)', () => {
    const cover = pictureSources('/media/profiles/7/cover.jpg', 1920);
    expect(cover.src).toBe('/media/profiles/7/cover.jpg');
    expect(cover.srcSet).toBe(
      '/media/profiles/7/cover.jpg?w=320 320w, /media/profiles/7/cover.jpg?w=480 480w, /media/profiles/7/cover.jpg?w=640 640w, /media/profiles/7/cover.jpg?w=960 960w, /media/profiles/7/cover.jpg 1920w',
    );
    expect(cover.sources[0]!.srcSet).toMatch(
      /\?w=960&f=webp 960w, \/media\/profiles\/7\/cover.jpg 1920w$/,
    );
  });

  it('offers an artwork preview at every width in WebP and JPEG, keeping its version', () => {
    const at = (f: string) =>
      [300, 450, 600, 900, 1200]
        .map((w) => `/media/images/12/resized/${w}.${f}?v=abc ${w}w`)
        .join(', ');
    expect(pictureSources('/media/images/12/resized/600.jpg?v=abc')).toEqual({
      sources: [{ type: 'image/webp', srcSet: at('webp') }],
      src: '/media/images/12/resized/600.jpg?v=abc',
      srcSet: at('jpg'),
    });
  });

  it('leaves foreign and odd URLs as they are', () => {
    for (const src of [
      'https://cdn.example/hero.jpg',
      '/media/home/clip.mp4',
      '/media/home/hero.jpg?v=2',
      '/media/images/12/resized/600.png',
    ]) {
      expect(pictureSources(src)).toEqual({ sources: [], src });
    }
  });

  it("takes the homepage's banner image first, else the newest artwork's previews", () => {
    const web_path = '/media/images/3/resized/600.jpg?v=x';
    const featured = { preview_image: { web_path } };
    expect(heroPicture('/media/home/hero.jpg', featured)?.src).toBe('/media/home/hero.jpg?w=960');
    expect(heroPicture('', featured)).toEqual(pictureSources(web_path));
    expect(heroPicture(undefined, undefined)).toBeUndefined();
  });
});

describe('apiUrl', () => {
  it('spells a query one way: names sorted, lists repeated, empty values left out', () => {
    expect(
      apiUrl('/api/x', { subject: ['3', '1'], page: 2, search: 'sea & sky', style: undefined }),
    ).toBe('/api/x?page=2&search=sea+%26+sky&subject=3&subject=1');
    expect(apiUrl('/api/x', {})).toBe('/api/x');
  });
});
