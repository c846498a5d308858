import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../src/domain/api-url';
import { heroPicture, pictureSources } from '../../src/domain/public-pictures';

describe('public pictures', () => {
  it('offers a banner or tile at the narrower widths the server makes', () => {
    expect(pictureSources('/media/home/hero.jpg')).toEqual({
      src: '/media/home/hero.jpg?w=960',
      srcSet: '/media/home/hero.jpg?w=480 480w, /media/home/hero.jpg?w=960 960w',
    });
  });

  it('offers the original too for a picture shown wider than the copies (a cover)', () => {
    expect(pictureSources('/media/profiles/7/cover.jpg', 1920)).toEqual({
      src: '/media/profiles/7/cover.jpg',
      srcSet:
        '/media/profiles/7/cover.jpg?w=480 480w, /media/profiles/7/cover.jpg?w=960 960w, /media/profiles/7/cover.jpg 1920w',
    });
  });

  it('leaves artwork previews, foreign and odd URLs as they are', () => {
    for (const src of [
      '/media/images/12/resized/600.jpg',
      'https://cdn.example/hero.jpg',
      '/media/home/clip.mp4',
      '/media/home/hero.jpg?v=2',
    ]) {
      expect(pictureSources(src)).toEqual({ src });
    }
  });

  it("takes the homepage's banner image first, else the newest artwork's previews", () => {
    const featured = { preview_image: { path: '/p/1200.jpg', web_path: '/p/600.jpg' } };
    expect(heroPicture('/media/home/hero.jpg', featured)?.src).toBe('/media/home/hero.jpg?w=960');
    expect(heroPicture('', featured)).toEqual({
      src: '/p/1200.jpg',
      srcSet: '/p/600.jpg 600w, /p/1200.jpg 1200w',
    });
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
