import { describe, expect, it } from 'vitest';
import { consolidateFilters, emptyState, refreshLoopBody, removeFilter, removeTerm, setTerms, stateFromUrl, urlFilters } from './model.ts';
import { readFilters, writeFilters } from './url-codec.ts';

const cats = (terms: string[], logicalJoin: unknown = 'OR') => ({ selectedTaxonomy: 'product_cat', terms, logicalJoin });

describe('filter state of a listing (§3.19)', () => {
  it('keeps filters by filter id, immutably', () => {
    const before = emptyState();
    const after = setTerms(before, 'f1', cats(['chaises', 'tables']));
    expect(before).toEqual({ filters: {} });
    expect(after).toEqual({
      filters: { f1: { filterType: 'taxonomy', filterData: { terms: ['chaises', 'tables'], selectedTaxonomy: 'product_cat', logicalJoin: 'OR' } } },
    });
  });

  it('treats operators other than AND / OR as DISABLED, and dedupes terms', () => {
    const state = setTerms(emptyState(), 'f1', cats(['a', 'a', '', 'b'], 'NOT'));
    expect(state.filters.f1?.filterData).toEqual({ terms: ['a', 'b'], selectedTaxonomy: 'product_cat', logicalJoin: 'DISABLED' });
  });

  it('an empty selection or a hostile taxonomy removes the filter', () => {
    const state = setTerms(emptyState(), 'f1', cats(['a']));
    expect(setTerms(state, 'f1', cats([])).filters).toEqual({});
    expect(setTerms(state, 'f1', { ...cats(['a']), selectedTaxonomy: 'x&y=1' }).filters).toEqual({});
  });

  it('removing the last term removes the filter (§4.16)', () => {
    let state = setTerms(emptyState(), 'f1', cats(['a', 'b']));
    state = removeTerm(state, 'f1', 'a');
    expect(state.filters.f1?.filterData.terms).toEqual(['b']);
    state = removeTerm(state, 'f1', 'b');
    expect(state.filters).toEqual({});
    expect(removeTerm(state, 'nope', 'x')).toBe(state);
  });

  it('a hostile filter id stays data', () => {
    const state = setTerms(emptyState(), '__proto__', cats(['a']));
    expect(Object.keys(state.filters)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(state.filters)).toBe(Object.prototype);
    expect(removeFilter(state, '__proto__').filters).toEqual({});
  });
});

describe('consolidated filters: by filter type, then taxonomy', () => {
  it('groups filters and merges two on the same taxonomy', () => {
    let state = setTerms(emptyState(), 'f1', cats(['chaises'], 'OR'));
    state = setTerms(state, 'f2', { selectedTaxonomy: 'pa_couleur', terms: ['rouge', 'bleu'], logicalJoin: 'AND' });
    state = setTerms(state, 'f3', cats(['tables', 'chaises'], 'OR'));
    state = setTerms(state, 'f4', { filterType: 'other', selectedTaxonomy: 'product_tag', terms: ['soldes'], logicalJoin: 'OR' });
    expect(consolidateFilters(state)).toEqual({
      taxonomy: {
        product_cat: { terms: ['chaises', 'tables'], logicalJoin: 'OR' },
        pa_couleur: { terms: ['rouge', 'bleu'], logicalJoin: 'AND' },
      },
      other: { product_tag: { terms: ['soldes'], logicalJoin: 'OR' } },
    });
  });

  it('operators that disagree on one taxonomy merge as AND', () => {
    let state = setTerms(emptyState(), 'f1', cats(['a'], 'OR'));
    state = setTerms(state, 'f2', cats(['b'], 'AND'));
    expect(consolidateFilters(state).taxonomy?.product_cat).toEqual({ terms: ['a', 'b'], logicalJoin: 'AND' });
  });
});

describe('URL and history', () => {
  it('the state survives a trip through the URL (back and forward)', () => {
    let state = setTerms(emptyState(), 'f1', cats(['chaises', 'tables'], 'OR'));
    state = setTerms(state, 'f2', { selectedTaxonomy: 'pa_couleur', terms: ['rouge'], logicalJoin: 'AND', excludedTerms: ['bleu'] });
    const url = writeFilters('https://boutique.ch/boutique/?e-page-abc1234=3', 'abc1234', urlFilters(state));
    expect(url).toBe('https://boutique.ch/boutique/?e-filter-abc1234-product_cat=chaises~tables&e-filter-abc1234-pa_couleur=rouge!bleu');
    const widgets = [
      { filterId: 'f1', selectedTaxonomy: 'product_cat' },
      { filterId: 'f2', selectedTaxonomy: 'pa_couleur' },
    ];
    const back = stateFromUrl(readFilters(url, 'abc1234', 'AND'), widgets);
    expect(consolidateFilters(back)).toEqual(consolidateFilters(state));
  });

  it('keeps a taxonomy no widget shows, so the listing still matches the address', () => {
    const back = stateFromUrl({ product_tag: { terms: ['soldes'], logicalJoin: 'DISABLED' } }, []);
    expect(back.filters['url:product_tag']?.filterData.terms).toEqual(['soldes']);
  });

  it('a single term takes its widget’s operator (the URL cannot show it); several terms keep the URL’s', () => {
    const widgets = [{ filterId: 'f1', selectedTaxonomy: 'product_cat', logicalJoin: 'OR' }];
    const one = stateFromUrl(readFilters('?e-filter-abc1234-product_cat=chaises', 'abc1234'), widgets);
    expect(one.filters.f1?.filterData.logicalJoin).toBe('OR');
    const two = stateFromUrl(readFilters('?e-filter-abc1234-product_cat=chaises+tables', 'abc1234'), widgets);
    expect(two.filters.f1?.filterData.logicalJoin).toBe('AND');
  });
});

describe('refresh-loop body (§7.7)', () => {
  const state = setTerms(emptyState(), 'f1', cats(['chaises']));
  const ok = { postId: 42, widgetId: 'abc1234', state, paginationBaseUrl: 'https://boutique.ch/boutique/' };

  it('builds the JSON body', () => {
    expect(refreshLoopBody(ok)).toEqual({
      post_id: 42,
      widget_filters: { taxonomy: { product_cat: { terms: ['chaises'], logicalJoin: 'OR' } } },
      widget_id: 'abc1234',
      pagination_base_url: 'https://boutique.ch/boutique/',
    });
    expect(refreshLoopBody({ ...ok, postId: '42' })?.post_id).toBe(42);
    expect(refreshLoopBody({ ...ok, state: emptyState() })?.widget_filters).toEqual({});
  });

  it('refuses what the server would refuse: non-numeric post id, widget id not 7 characters, bad base URL', () => {
    for (const bad of [
      { postId: '42a' },
      { postId: -1 },
      { postId: 1.5 },
      { widgetId: 'abc123' },
      { widgetId: 'abc12345' },
      { widgetId: 'abc-123' },
      { paginationBaseUrl: '/relative' },
      { paginationBaseUrl: 'javascript:alert(1)' },
    ]) {
      expect(refreshLoopBody({ ...ok, ...bad }), JSON.stringify(bad)).toBeNull();
    }
  });
});
