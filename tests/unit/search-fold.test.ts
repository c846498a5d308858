import { describe, expect, it } from 'vitest';
import { slugify } from '../../src/domain/admin/gallery';
import { foldForSearch } from '../../src/domain/search-fold';

describe('foldForSearch', () => {
  it('drops accents and case', () => {
    expect(foldForSearch('Tomás Ñandú Çağrı Việt')).toBe('tomas nandu cagri viet');
  });

  it('makes precomposed and decomposed spellings one', () => {
    expect(foldForSearch('Zo\u00eb')).toBe('zoe');
    expect(foldForSearch('Zoe\u0308')).toBe('zoe');
    expect(foldForSearch('A\u030angstr\u00f6m')).toBe(foldForSearch('\u00c5ngstro\u0308m'));
  });

  it('maps the letters that do not decompose, in either case', () => {
    expect(foldForSearch('Łukasz ŁUKASZ Øster Đorđe Ħal ıI Ŧ')).toBe(
      'lukasz lukasz oster dorde hal ii t',
    );
    expect(foldForSearch('Ærø Œuvre Straße STRAẞE Þórður')).toBe(
      'aero oeuvre strasse strasse thordur',
    );
  });

  it('reads compatibility forms as the letters they stand for', () => {
    expect(foldForSearch('ＺＯＥ ﬁne Ⅻ')).toBe('zoe fine xii');
    // Half-width kana with its voicing mark is the full-width letter.
    expect(foldForSearch('ｶﾞ')).toBe('ガ');
  });

  it('leaves other scripts their own marks, and one Greek sigma', () => {
    expect(foldForSearch('日の出 हिन्दी が')).toBe('日の出 हिन्दी が');
    expect(foldForSearch('ΟΔΟΣ οδός')).toBe('οδοσ οδοσ');
    expect(foldForSearch('Москва Ёлка')).toBe('москва елка');
  });

  it('folds a folded text to itself', () => {
    for (const text of ['Tomás', 'Zoe\u0308', 'Łukasz', '℃ ℌ', 'İstanbul', 'ｶﾞ', 'Ǆemal']) {
      expect(foldForSearch(foldForSearch(text))).toBe(foldForSearch(text));
    }
  });
});

describe('slugify', () => {
  it('spells non-decomposing letters out in a new slug', () => {
    expect(slugify('Łukasz Øster')).toBe('lukasz-oster');
    expect(slugify('Anna-Lena Åberg')).toBe('anna-lena-aberg');
    expect(slugify('Þóra Straße')).toBe('thora-strasse');
    expect(slugify('日の出')).toBe('artist');
  });
});
