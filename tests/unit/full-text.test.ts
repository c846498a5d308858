import { describe, expect, it } from 'vitest';
import { likeContains, toPrefixTsQuery } from '../../server/repositories/full-text';

describe('toPrefixTsQuery', () => {
  it('makes every term a required prefix', () => {
    expect(toPrefixTsQuery('Misty harbor')).toBe('misty:* & harbor:*');
  });

  it('keeps only letters and digits, whatever was typed', () => {
    expect(toPrefixTsQuery("harbor'); drop table images; -- & | ! :*")).toBe(
      'harbor:* & drop:* & table:* & images:*',
    );
    expect(toPrefixTsQuery("O'Keeffe")).toBe('o:* & keeffe:*');
  });

  it('folds accents and Unicode forms as the stored text is folded, and keeps other scripts', () => {
    expect(toPrefixTsQuery('Giclée Müller 東京')).toBe('giclee:* & muller:* & 東京:*');
    expect(toPrefixTsQuery('Zoë')).toBe('zoe:*');
    expect(toPrefixTsQuery('Zoe\u0308')).toBe('zoe:*');
    expect(toPrefixTsQuery('ŁUKASZ Øster')).toBe('lukasz:* & oster:*');
  });

  it('keeps a word whole when its script spells it with marks', () => {
    // Devanagari vowel signs are marks: split at them, "हिन्दी" was three one-letter prefixes.
    expect(toPrefixTsQuery('हिन्दी')).toBe('हिन्दी:*');
  });

  it('drops repeats and caps the number of terms', () => {
    expect(toPrefixTsQuery('sea sea SEA')).toBe('sea:*');
    const many = Array.from({ length: 20 }, (_, i) => `t${i}`).join(' ');
    expect(toPrefixTsQuery(many)!.split(' & ')).toHaveLength(8);
  });

  it('is undefined when nothing searchable is left', () => {
    expect(toPrefixTsQuery(undefined)).toBeUndefined();
    expect(toPrefixTsQuery('')).toBeUndefined();
    expect(toPrefixTsQuery('!!! ... ---')).toBeUndefined();
  });
});

describe('likeContains', () => {
  it('escapes LIKE wildcards', () => {
    expect(likeContains('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
