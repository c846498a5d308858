// What the catalogue and the artist archive say when a page of them is empty: a page past the
// last is not "filters that no longer exist" nor "try fewer filters", and a blank search is no
// search at all.
import { describe, expect, it } from 'vitest';
import { emptyArchive } from '../../src/features/artist/archive-empty';
import {
  emptyCatalogue,
  FILTERS_GONE,
  fromUrl,
} from '../../src/features/catalog/catalogue-filters';
import { PAST_THE_END } from '../../src/domain/pagination';
import { SEARCH_MAX_LENGTH } from '../../src/domain/catalogue';
import { artistArchiveSearch, catalogueSearch } from '../../src/routes/search-params';

describe('empty lists', () => {
  it('tells a catalogue page past the last from filters that no longer exist', () => {
    const url = catalogueSearch.parse({ page: '999999' });
    const state = fromUrl(url);
    // Asked as the API's last page, which the answer then says is past the end.
    expect(state.page).toBe(100_000);
    expect(emptyCatalogue(state, { last_page: 3 }, false)).toEqual({
      hint: PAST_THE_END,
      way: 'first-page',
    });
    const filtered = fromUrl(catalogueSearch.parse({ subject: '999', page: '4' }));
    expect(emptyCatalogue(filtered, { last_page: 1 }, false).hint).toBe(PAST_THE_END);
    expect(emptyCatalogue(filtered, undefined, true)).toEqual({ hint: FILTERS_GONE, way: 'clear' });
    expect(emptyCatalogue({ ...filtered, page: 1 }, { last_page: 1 }, false).hint).toMatch(
      /fewer filters/,
    );
    expect(emptyCatalogue(fromUrl({}), { last_page: 1 }, false)).toEqual({
      hint: 'There are no works on sale yet.',
    });
  });

  it("reads a blank archive search as no search, and says nothing of a search that wasn't", () => {
    expect(artistArchiveSearch.parse({ search: '   ' }).search).toBeUndefined();
    expect(artistArchiveSearch.parse({ search: ' ana ' }).search).toBe('ana');
  });

  it('searches the start of a search longer than the API takes, and digits as words', () => {
    const long = 'harbour '.repeat(40);
    const { search } = catalogueSearch.parse({ search: long });
    expect(search).toBe(long.slice(0, SEARCH_MAX_LENGTH).trim());
    expect(search!.length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
    expect(catalogueSearch.parse({ search: 2024 }).search).toBe('2024');
    expect(emptyArchive({ page: 9, search: '' }, { last_page: 2 })).toEqual({
      hint: PAST_THE_END,
      firstPage: true,
    });
    expect(emptyArchive({ page: 1, search: 'zed' }, { last_page: 1 }).hint).toBe(
      'No artist matches “zed”.',
    );
    expect(emptyArchive({ page: 1, search: '' }, { last_page: 1 }).hint).not.toMatch(/matches/);
  });
});
