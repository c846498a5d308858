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

  it('understands accents and other scripts', () => {
    expect(toPrefixTsQuery('Giclée Müller 東京')).toBe('giclée:* & müller:* & 東京:*');
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
