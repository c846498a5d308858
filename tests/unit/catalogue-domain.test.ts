import { describe, expect, it } from 'vitest';
import { imageMedia } from '../../src/domain/artwork-pictures';
import { aspectRatio, availableDimensions, mediaUrl } from '../../src/domain/catalogue';

describe('catalogue domain', () => {
  it('names the resized image files by id and version (its last change, in base 36)', () => {
    const updated = new Date(1_700_000_000_000);
    const v = `${(1_700_000_000_000).toString(36)}b`;
    expect(imageMedia(7, updated)).toEqual({
      preview_image: {
        path: `/media/images/7/resized/1200.jpg?v=${v}`,
        web_path: `/media/images/7/resized/600.jpg?v=${v}`,
      },
      thumbnail_image: `/media/images/7/resized/300.jpg?v=${v}`,
    });
    expect(imageMedia(7, new Date(1_700_000_000_001)).thumbnail_image).not.toBe(
      imageMedia(7, updated).thumbnail_image,
    );
  });

  it('turns stored paths into media URLs and leaves URLs alone', () => {
    expect(mediaUrl('artists/a/profile.jpg')).toBe('/media/artists/a/profile.jpg');
    expect(mediaUrl('/media/categories/x.jpg')).toBe('/media/categories/x.jpg');
    expect(mediaUrl('https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
    expect(mediaUrl(null)).toBeNull();
    expect(mediaUrl('')).toBeNull();
  });

  it('computes ratios safely', () => {
    expect(aspectRatio(4800, 3600)).toBe(1.3333);
    expect(aspectRatio(0, 10)).toBe(1);
  });

  it('offers inch sizes up to 1.5x the original and pixel sizes up to the scan', () => {
    const dims = availableDimensions({
      original_width: 16,
      original_height: 12,
      pixel_width: 4800,
      pixel_height: 3600,
    });
    expect(dims.filter((d) => d.unit === 'in').map((d) => d.value)).toEqual([
      '8x6in',
      '10x7.5in',
      '12x9in',
      '16x12in',
      '20x15in',
      '24x18in',
    ]);
    expect(dims.filter((d) => d.unit === 'px').map((d) => d.text)).toEqual([
      '600 x 450 px',
      '1200 x 900 px',
      '2400 x 1800 px',
      '4800 x 3600 px (original)',
    ]);
  });

  it('keeps the long side on the height for portrait images', () => {
    const dims = availableDimensions({
      original_width: 9,
      original_height: 12,
      pixel_width: 900,
      pixel_height: 1200,
    });
    expect(dims[0]).toEqual({ text: '6 x 8 in', value: '6x8in', width: 6, height: 8, unit: 'in' });
    expect(dims.at(-1)).toMatchObject({ width: 900, height: 1200, unit: 'px' });
  });

  it('offers only sizes the server makes: none past the largest download', () => {
    const dims = availableDimensions({
      original_width: 50,
      original_height: 33.33,
      pixel_width: 15000,
      pixel_height: 10000,
    });
    expect(dims.filter((d) => d.unit === 'in').map((d) => d.width)).toEqual([
      8, 10, 12, 16, 20, 24, 30, 36, 40,
    ]);
    expect(dims.at(-1)).toEqual({
      text: '12000 x 8000 px (largest)',
      value: '12000x8000px',
      width: 12000,
      height: 8000,
      unit: 'px',
    });
  });

  it("gives every choice the picture's shape, not that of inches the artist typed", () => {
    // A 3:2 scan of a painting measured with its border as 12 x 12 in.
    const dims = availableDimensions({
      original_width: 12,
      original_height: 12,
      pixel_width: 900,
      pixel_height: 600,
    });
    for (const d of dims) expect(d.width / d.height).toBeCloseTo(1.5, 2);
    expect(dims[0]!.text).toBe('8 x 5.33 in');
  });
});
