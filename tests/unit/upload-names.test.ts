import { describe, expect, it } from 'vitest';
import { artistInputSchema, nameFromFileName } from '../../src/domain/admin/gallery';

describe("an uploaded original's name, from its file name", () => {
  it('drops the extension and spaces the separators', () => {
    expect(nameFromFileName('harbour_at-dawn 02.tif')).toBe('Harbour at dawn 02');
  });

  it('keeps no direction or zero-width characters, and a name of only those is Untitled', () => {
    expect(nameFromFileName('evil\u202Egpj.jpg')).toBe('Evilgpj');
    expect(nameFromFileName('\u200b\u200b.jpg')).toBe('Untitled');
  });
});

describe("an artist's name", () => {
  it('keeps no direction override in the artist name', () => {
    const parsed = artistInputSchema.parse({ name: 'Bob', artist_name: '\u202eBob\u200b' });
    expect(parsed.artist_name).toBe('Bob');
  });
});
