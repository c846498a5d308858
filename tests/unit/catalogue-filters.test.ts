import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQuery,
  cleared,
  fromUrl,
  toUrl,
  withGroup,
  withSearch,
} from '../../src/features/catalog/catalogue-filters';

describe('catalogue URL state', () => {
  const base = fromUrl({});

  it('reads defaults from an empty URL', () => {
    expect(base).toEqual({
      search: '',
      subject: [],
      medium: [],
      proportion: [],
      style: [],
      page: 1,
    });
  });

  it('writes compact URL values', () => {
    expect(toUrl({ ...base, subject: ['3'] })).toMatchObject({ subject: 3 });
    expect(toUrl({ ...base, medium: ['Oil', 'Acrylic'], page: 2 })).toMatchObject({
      medium: 'Oil,Acrylic',
      page: 2,
    });
    expect(toUrl(base)).toEqual({
      search: undefined,
      subject: undefined,
      medium: undefined,
      proportion: undefined,
      style: undefined,
      page: undefined,
    });
  });

  it('starts again at page 1 when a filter or the search changes', () => {
    const onPage3 = { ...base, page: 3 };
    expect(withGroup(onPage3, 'style', ['Modern']).page).toBe(1);
    expect(withSearch(onPage3, '  sea ').search).toBe('sea');
    expect(withSearch(onPage3, 'sea').page).toBe(1);
    expect(cleared({ ...onPage3, medium: ['Oil'], search: 'x' })).toEqual(base);
  });

  it('builds a stable API query', () => {
    const state = { ...base, subject: ['5', '2'], search: 'sea', page: 2 };
    expect(apiQuery(state)).toEqual({ page: 2, search: 'sea', subject: ['2', '5'] });
    expect(activeFilterCount(state)).toBe(3);
  });
});
