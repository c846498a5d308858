// The catalogue's state lives in the URL (?subject=3&medium=Oil,Acrylic&search=sea&page=2), so
// Back and shared links restore it. These pure helpers read it, change it and turn it into the
// API query.
import type { FilterGroup } from '../../domain/catalogue';
import { isPastTheEnd, PAST_THE_END } from '../../domain/pagination';

export interface CatalogueState {
  search: string;
  subject: string[];
  medium: string[];
  proportion: string[];
  style: string[];
  page: number;
}

export interface CatalogueUrl {
  search?: string | undefined;
  subject?: string[] | undefined;
  medium?: string[] | undefined;
  proportion?: string[] | undefined;
  style?: string[] | undefined;
  page?: number | undefined;
}

export const GROUP_LABELS: Record<FilterGroup, string> = {
  subject: 'Subject',
  medium: 'Medium',
  proportion: 'Proportion',
  style: 'Style',
};

export function fromUrl(url: CatalogueUrl): CatalogueState {
  return {
    search: url.search?.trim() ?? '',
    subject: url.subject ?? [],
    medium: url.medium ?? [],
    proportion: url.proportion ?? [],
    style: url.style ?? [],
    page: url.page ?? 1,
  };
}

/** Compact URL values: one id as a number, several values comma-joined, nothing when empty. */
const urlList = (values: string[]): string | number | undefined => {
  if (values.length === 0) return undefined;
  if (values.length === 1 && /^\d+$/.test(values[0]!)) return Number(values[0]);
  return values.join(',');
};

export function toUrl(state: CatalogueState) {
  return {
    search: state.search || undefined,
    subject: urlList(state.subject),
    medium: urlList(state.medium),
    proportion: urlList(state.proportion),
    style: urlList(state.style),
    page: state.page > 1 ? state.page : undefined,
  };
}

export function apiQuery(state: CatalogueState): Record<string, string | number | string[]> {
  const query: Record<string, string | number | string[]> = { page: state.page };
  if (state.search) query.search = state.search;
  for (const group of ['subject', 'medium', 'proportion', 'style'] as const) {
    if (state[group].length) query[group] = [...state[group]].sort();
  }
  return query;
}

/** A filter change starts again at page 1. */
export function withGroup(state: CatalogueState, group: FilterGroup, values: string[]) {
  return { ...state, [group]: values, page: 1 };
}

export function withSearch(state: CatalogueState, search: string): CatalogueState {
  return { ...state, search: search.trim(), page: 1 };
}

export function cleared(state: CatalogueState): CatalogueState {
  return { ...state, subject: [], medium: [], proportion: [], style: [], search: '', page: 1 };
}

export function activeFilterCount(state: CatalogueState): number {
  return (
    state.subject.length +
    state.medium.length +
    state.proportion.length +
    state.style.length +
    (state.search ? 1 : 0)
  );
}

export const FILTERS_GONE = 'Some of these filters no longer exist.';

/**
 * What the catalogue says when it shows no works, and the way out it offers: filters the API
 * refused as no longer there, a page past the last, filters or a keyword nothing matches, or a
 * catalogue with nothing on sale.
 */
export function emptyCatalogue(
  state: CatalogueState,
  found: { last_page: number } | undefined,
  filtersGone: boolean,
): { hint: string; way?: 'clear' | 'first-page' } {
  if (filtersGone) return { hint: FILTERS_GONE, way: 'clear' };
  if (found && isPastTheEnd(state.page, found)) return { hint: PAST_THE_END, way: 'first-page' };
  if (activeFilterCount(state) > 0) {
    return { hint: 'Try fewer filters or another keyword.', way: 'clear' };
  }
  return { hint: 'There are no works on sale yet.' };
}
