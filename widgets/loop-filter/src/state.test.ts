// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $loops, clearFilter, registerFilter, registerLoop, toggleTerm } from './state.ts';

const cleanups: Array<() => void> = [];
const filter = (filterId: string, loopId: string, options: { multiple?: boolean; logicalJoin?: 'AND' | 'OR'; taxonomy?: string } = {}) =>
  cleanups.push(
    registerFilter({
      filterId,
      loopId,
      selectedTaxonomy: options.taxonomy ?? 'product_cat',
      logicalJoin: options.logicalJoin ?? 'OR',
      multiple: options.multiple ?? true,
    }),
  );
const entry = (loopId: string) => $loops.get()[loopId]!;
const terms = (loopId: string, filterId: string) => entry(loopId).state.filters[filterId]?.filterData.terms;
const query = () => decodeURIComponent(location.search);

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  history.replaceState(null, '', '/selection/');
});

describe('filter state of a page’s listings (§3.19, §4.16)', () => {
  it('starts from the address, as the server rendered the listing', () => {
    history.replaceState(null, '', '/selection/?e-filter-aaaaaa1-product_cat=coffrets~textiles&e-filter-aaaaaa1-pa_couleur=rouge');
    registerLoop('aaaaaa1');
    filter('f-a1', 'aaaaaa1');
    expect(terms('aaaaaa1', 'f-a1')).toEqual(['coffrets', 'textiles']);
    expect(entry('aaaaaa1').state.filters['url:pa_couleur']?.filterData.terms).toEqual(['rouge']);
    expect(entry('aaaaaa1').revision).toBe(0);
  });

  it('a selection pushes the address (dropping the listing’s page) and asks for a refresh', () => {
    history.replaceState(null, '', '/selection/?e-page-aaaaaa2=3&tri=prix');
    registerLoop('aaaaaa2');
    filter('f-a2', 'aaaaaa2', { logicalJoin: 'AND' });
    const length = history.length;
    toggleTerm('f-a2', 'coffrets');
    toggleTerm('f-a2', 'artisans');
    expect(history.length).toBe(length + 2);
    expect(query()).toBe('?tri=prix&e-filter-aaaaaa2-product_cat=coffrets+artisans');
    expect(entry('aaaaaa2').revision).toBe(2);
  });

  it('one-at-a-time filters replace their term; the last term removed removes the filter', () => {
    filter('f-a3', 'aaaaaa3', { multiple: false });
    toggleTerm('f-a3', 'coffrets');
    toggleTerm('f-a3', 'textiles');
    expect(terms('aaaaaa3', 'f-a3')).toEqual(['textiles']);
    toggleTerm('f-a3', 'textiles');
    expect(entry('aaaaaa3').state.filters).toEqual({});
    expect(location.search).toBe('');
  });

  it('« Tout » removes the filter, exclusions included', () => {
    history.replaceState(null, '', '/selection/?e-filter-aaaaaa4-product_cat=coffrets!soldes');
    filter('f-a4', 'aaaaaa4');
    clearFilter('f-a4');
    expect(entry('aaaaaa4').state.filters).toEqual({});
    expect(location.search).toBe('');
  });

  it('back and forward restore the filters and refresh the listing; an unchanged address does nothing', () => {
    filter('f-a5', 'aaaaaa5');
    toggleTerm('f-a5', 'coffrets');
    const afterSelection = location.href;
    toggleTerm('f-a5', 'textiles');
    history.replaceState(null, '', afterSelection); // what the back button shows
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(terms('aaaaaa5', 'f-a5')).toEqual(['coffrets']);
    expect(entry('aaaaaa5').revision).toBe(3);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(entry('aaaaaa5').revision).toBe(3);
  });

  it('going back to another page of the listing reloads it: the refresh call answers page 1 only', () => {
    filter('f-a6', 'aaaaaa6');
    toggleTerm('f-a6', 'coffrets');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: 'http://localhost:3000/selection/?e-page-aaaaaa6=2', reload } as Location);
    window.dispatchEvent(new PopStateEvent('popstate'));
    vi.restoreAllMocks();
    expect(reload).toHaveBeenCalled();
  });

  it('an unknown operator is DISABLED; a hostile listing id is ignored', () => {
    cleanups.push(registerFilter({ filterId: 'f-a7', loopId: 'aaaaaa7', selectedTaxonomy: 'product_cat', logicalJoin: 'XOR' as never, multiple: true }));
    toggleTerm('f-a7', 'coffrets');
    expect(entry('aaaaaa7').state.filters['f-a7']?.filterData.logicalJoin).toBe('DISABLED');
    registerLoop('a"]b');
    expect($loops.get()['a"]b']).toBeUndefined();
  });
});
