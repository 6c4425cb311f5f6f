/**
 * The filter state of one listing widget (§3.19, §4.16) and the body of its refresh request (§7.7).
 * Pure and immutable: every change returns a new state, so the element can keep the previous one for history
 * entries and compare before fetching.
 */
import type { RefreshLoopBody } from '@vitrine/contract';
import type { FilterValue, LogicalJoin } from './url-codec.ts';
import { isTaxonomyName, normalizeJoin } from './url-codec.ts';

export interface FilterData {
  terms: string[];
  selectedTaxonomy: string;
  logicalJoin: LogicalJoin;
  /** Terms excluded through the URL's `!` (url-codec.ts); absent when none. */
  excludedTerms?: string[];
}

export interface Filter {
  filterType: string;
  filterData: FilterData;
}

export interface LoopWidgetState {
  /** Keyed by filter id (the filter widget's element id). */
  filters: Record<string, Filter>;
}

export type ConsolidatedFilter = Omit<FilterData, 'selectedTaxonomy'>;
/** filterType → taxonomy → terms and operator. */
export type ConsolidatedFilters = Record<string, Record<string, ConsolidatedFilter>>;

export const emptyState = (): LoopWidgetState => ({ filters: {} });

/** Strings only, no empties, no duplicates, order kept. */
const cleanTerms = (terms: readonly unknown[] | undefined): string[] => [
  ...new Set((terms ?? []).filter((t): t is string => typeof t === 'string' && t !== '')),
];

export function removeFilter(state: LoopWidgetState, filterId: string): LoopWidgetState {
  return { filters: Object.fromEntries(Object.entries(state.filters).filter(([id]) => id !== filterId)) };
}

/**
 * Sets a filter's selection. Operators other than AND / OR become DISABLED (§5.9). An empty selection removes the
 * filter, so "no terms" and "no filter" are one state.
 */
export function setTerms(
  state: LoopWidgetState,
  filterId: string,
  input: { filterType?: string; selectedTaxonomy: string; terms: readonly string[]; logicalJoin?: unknown; excludedTerms?: readonly string[] },
): LoopWidgetState {
  const terms = cleanTerms(input.terms);
  const excludedTerms = cleanTerms(input.excludedTerms);
  if (!filterId || !isTaxonomyName(input.selectedTaxonomy) || (!terms.length && !excludedTerms.length)) {
    return removeFilter(state, filterId);
  }
  const filterData: FilterData = { terms, selectedTaxonomy: input.selectedTaxonomy, logicalJoin: normalizeJoin(input.logicalJoin) };
  if (excludedTerms.length) filterData.excludedTerms = excludedTerms;
  // A computed key defines an own property even for "__proto__": no prototype games with hostile ids.
  return { filters: { ...state.filters, [filterId]: { filterType: input.filterType || 'taxonomy', filterData } } };
}

/** §4.16: removing the last term of a filter removes the filter. */
export function removeTerm(state: LoopWidgetState, filterId: string, term: string): LoopWidgetState {
  const filter = Object.hasOwn(state.filters, filterId) ? state.filters[filterId] : undefined;
  if (!filter) return state;
  const { filterData } = filter;
  return setTerms(state, filterId, {
    ...filterData,
    filterType: filter.filterType,
    terms: filterData.terms.filter((t) => t !== term),
    excludedTerms: (filterData.excludedTerms ?? []).filter((t) => t !== term),
  });
}

/**
 * Grouped by filter type, then taxonomy. Two filters on one taxonomy (two filter widgets aimed at the same listing)
 * merge: terms united in order; their operator if they agree, otherwise AND, the narrower reading.
 */
export function consolidateFilters(state: LoopWidgetState): ConsolidatedFilters {
  const byType = new Map<string, Map<string, ConsolidatedFilter>>();
  for (const { filterType, filterData } of Object.values(state.filters)) {
    const byTaxonomy = byType.get(filterType) ?? new Map<string, ConsolidatedFilter>();
    byType.set(filterType, byTaxonomy);
    const seen = byTaxonomy.get(filterData.selectedTaxonomy);
    const excluded = cleanTerms([...(seen?.excludedTerms ?? []), ...(filterData.excludedTerms ?? [])]);
    const merged: ConsolidatedFilter = {
      terms: cleanTerms([...(seen?.terms ?? []), ...filterData.terms]),
      logicalJoin: !seen || seen.logicalJoin === filterData.logicalJoin ? filterData.logicalJoin : 'AND',
    };
    if (excluded.length) merged.excludedTerms = excluded;
    byTaxonomy.set(filterData.selectedTaxonomy, merged);
  }
  return Object.fromEntries([...byType].map(([type, taxonomies]) => [type, Object.fromEntries(taxonomies)]));
}

/** What url-codec.ts writeFilters takes: the taxonomy filters, by taxonomy. */
export function urlFilters(state: LoopWidgetState): Record<string, FilterValue> {
  return consolidateFilters(state).taxonomy ?? {};
}

/**
 * Back / forward (§4.16, which the original never handled), and the first view of a filtered address: the state
 * the URL describes. Each filter widget on the page takes its taxonomy's terms; a taxonomy no widget shows is kept
 * under the id `url:{taxonomy}` so the listing still matches the address. A value with fewer than two terms does not
 * show its operator in the URL: the owning widget's own operator applies.
 */
export function stateFromUrl(
  decoded: Record<string, FilterValue>,
  widgets: ReadonlyArray<{ filterId: string; selectedTaxonomy: string; filterType?: string; logicalJoin?: unknown }>,
): LoopWidgetState {
  let state = emptyState();
  for (const [taxonomy, value] of Object.entries(decoded)) {
    const owners = widgets.filter((w) => w.selectedTaxonomy === taxonomy);
    const targets = owners.length ? owners : [{ filterId: `url:${taxonomy}`, selectedTaxonomy: taxonomy }];
    for (const w of targets) {
      const logicalJoin = value.terms.length < 2 && 'logicalJoin' in w ? w.logicalJoin : value.logicalJoin;
      state = setTerms(state, w.filterId, { ...value, logicalJoin, selectedTaxonomy: taxonomy, filterType: w.filterType });
    }
  }
  return state;
}

/**
 * §7.7 `POST {rest}elementor-pro/v1/refresh-loop` body, or null when the server would refuse it anyway (the
 * original's checks: numeric post id, 7-character widget id, valid http(s) pagination URL). The editor's extra
 * fields are the contract's business (refreshLoop in @vitrine/contract).
 */
export function refreshLoopBody(input: {
  postId: number | string;
  widgetId: string;
  state: LoopWidgetState;
  paginationBaseUrl: string;
}): RefreshLoopBody | null {
  const postId = typeof input.postId === 'string' && /^\d+$/.test(input.postId) ? Number(input.postId) : input.postId;
  if (typeof postId !== 'number' || !Number.isSafeInteger(postId) || postId <= 0) return null;
  if (!/^[a-z0-9]{7}$/i.test(input.widgetId)) return null;
  let base: URL;
  try {
    base = new URL(input.paginationBaseUrl);
  } catch {
    return null;
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') return null;
  return {
    post_id: postId,
    widget_filters: consolidateFilters(input.state),
    widget_id: input.widgetId,
    pagination_base_url: base.href,
  };
}
