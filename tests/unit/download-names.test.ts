import { describe, expect, it } from 'vitest';
import { asciiSlug } from '../../src/domain/search-fold';
import { attachmentHeader } from '../../server/http/attachment-header';
import { fileSlug, unicodeFileSlug } from '../../server/services/downloads.service';

describe('attachmentHeader', () => {
  it('sends the real name as UTF-8 and an ASCII one beside it', () => {
    expect(attachmentHeader('日の出-100x75.jpg', 'image-7-100x75.jpg')).toBe(
      `attachment; filename="image-7-100x75.jpg"; filename*=UTF-8''%E6%97%A5%E3%81%AE%E5%87%BA-100x75.jpg`,
    );
  });

  it('lets no quote, line break or non-ASCII byte into the plain name', () => {
    const header = attachmentHeader('a"b\r\nX-Evil: 1.jpg', 'a"b\r\nX-Évil: 1;.jpg');
    expect(header).toBe(
      `attachment; filename="a_b__X-_vil__1_.jpg"; filename*=UTF-8''a%22bX-Evil%3A%201.jpg`,
    );
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });

  it('percent-encodes what RFC 8187 does not allow bare, even what encodeURIComponent leaves', () => {
    expect(attachmentHeader("it's (a) *star*", 'x')).toBe(
      `attachment; filename="x"; filename*=UTF-8''it%27s%20%28a%29%20%2Astar%2A`,
    );
  });

  it('falls back to a plain name when nothing usable is left', () => {
    expect(attachmentHeader('', '')).toBe(
      `attachment; filename="download"; filename*=UTF-8''download`,
    );
    expect(attachmentHeader('/\\\ud800', '..')).toBe(
      `attachment; filename="download"; filename*=UTF-8''download`,
    );
  });
});

describe('download file names', () => {
  it('makes an ASCII file name, with a fallback when nothing is left', () => {
    expect(fileSlug('Łódź at Dawn!', 'image-7')).toBe('lodz-at-dawn');
    expect(fileSlug('日の出', 'image-7')).toBe('image-7');
    expect(asciiSlug('a'.repeat(100))).toHaveLength(80);
  });

  it('keeps the name in its own script for the UTF-8 file name', () => {
    expect(unicodeFileSlug('日の出')).toBe('日の出');
    expect(unicodeFileSlug('Zoë Øster, "at" dawn\r\n')).toBe('zoë-øster-at-dawn');
    expect(unicodeFileSlug('"/\\\r\n')).toBe('');
    // Cut by code point: never half of a letter outside the BMP.
    expect(Array.from(unicodeFileSlug('𠀀'.repeat(100)))).toHaveLength(80);
  });
});
