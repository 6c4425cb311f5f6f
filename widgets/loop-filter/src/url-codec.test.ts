import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FilterValue, LogicalJoin } from './url-codec.ts';
import {
  decodeFilterValue,
  encodeFilterValue,
  encodeTerm,
  filterKey,
  normalizeJoin,
  paginationBaseUrl,
  readFilters,
  readPage,
  writeFilters,
} from './url-codec.ts';

const SHOP = 'https://boutique.ch/boutique/';
const W = 'abc1234';

describe('one filter value', () => {
  it('AND is +, OR is ~, NOT (excluded terms) follows !', () => {
    expect(encodeFilterValue({ terms: ['chaises', 'tables'], logicalJoin: 'AND' })).toBe('chaises+tables');
    expect(encodeFilterValue({ terms: ['chaises', 'tables'], logicalJoin: 'OR' })).toBe('chaises~tables');
    expect(encodeFilterValue({ terms: ['chaises'], logicalJoin: 'OR', excludedTerms: ['promo', 'occasion'] })).toBe('chaises!promo!occasion');
    expect(decodeFilterValue('chaises+tables')).toEqual({ terms: ['chaises', 'tables'], logicalJoin: 'AND' });
    expect(decodeFilterValue('chaises~tables')).toEqual({ terms: ['chaises', 'tables'], logicalJoin: 'OR' });
    expect(decodeFilterValue('a+b!c!d')).toEqual({ terms: ['a', 'b'], logicalJoin: 'AND', excludedTerms: ['c', 'd'] });
    expect(decodeFilterValue('!c', 'OR')).toEqual({ terms: [], logicalJoin: 'OR', excludedTerms: ['c'] });
  });

  it('reads a space as + (a raw + typed in a URL arrives as a space)', () => {
    expect(decodeFilterValue('chaises tables')).toEqual({ terms: ['chaises', 'tables'], logicalJoin: 'AND' });
  });

  it('mixed + and ~ has no valid operator: DISABLED', () => {
    expect(decodeFilterValue('a+b~c').logicalJoin).toBe('DISABLED');
  });

  it("a single term shows no operator: the widget's own is used", () => {
    expect(decodeFilterValue('chaises').logicalJoin).toBe('DISABLED');
    expect(decodeFilterValue('chaises', 'OR').logicalJoin).toBe('OR');
    expect(decodeFilterValue('chaises', 'XOR' as LogicalJoin).logicalJoin).toBe('DISABLED');
  });

  it('drops empty terms', () => {
    expect(decodeFilterValue('+a++b+')).toEqual({ terms: ['a', 'b'], logicalJoin: 'AND' });
    expect(encodeFilterValue({ terms: ['', 'a'], logicalJoin: 'AND' })).toBe('a');
  });

  it('encodes hostile characters inside terms so they never read as separators', () => {
    expect(encodeTerm('a+b~c!d&e=f%g h')).toBe('a%2Bb%7Ec%21d%26e%3Df%25g%20h');
    expect(encodeTerm("(it's)*")).toBe('%28it%27s%29%2A');
    expect(encodeTerm('café')).toBe('caf%C3%A9');
    expect(encodeTerm('\uD800x')).toBe('%EF%BF%BDx'); // a lone surrogate is not text: U+FFFD, no URIError
  });

  it('keeps a legacy term with a stray % as it is', () => {
    expect(decodeFilterValue('100%coton').terms).toEqual(['100%coton']);
  });

  it('operators other than AND / OR are DISABLED', () => {
    expect(['AND', 'OR', 'and', 'or', 'NOT', 'XOR', '', undefined, 1].map(normalizeJoin)).toEqual([
      'AND',
      'OR',
      'AND',
      'OR',
      'DISABLED',
      'DISABLED',
      'DISABLED',
      'DISABLED',
      'DISABLED',
    ]);
  });
});

describe('the listing URL', () => {
  it('writes e-filter-{widgetId}-{taxonomy}, drops e-page-{widgetId}, keeps everything else', () => {
    const url = `${SHOP}?orderby=price&e-page-${W}=3&e-page-zzz9999=2&e-filter-${W}-pa_couleur=rouge&e-filter-zzz9999-product_cat=x#liste`;
    const next = writeFilters(url, W, { product_cat: { terms: ['chaises', 'tables'], logicalJoin: 'OR' } });
    expect(next).toBe(`${SHOP}?orderby=price&e-page-zzz9999=2&e-filter-zzz9999-product_cat=x&e-filter-${W}-product_cat=chaises~tables#liste`);
  });

  it('writes AND as %2B, so no server reads it as a space', () => {
    expect(writeFilters(SHOP, W, { product_cat: { terms: ['a', 'b'], logicalJoin: 'AND' } })).toBe(`${SHOP}?e-filter-${W}-product_cat=a%2Bb`);
  });

  it('clearing every filter removes the keys', () => {
    expect(writeFilters(`${SHOP}?e-filter-${W}-product_cat=a`, W, { product_cat: { terms: [], logicalJoin: 'AND' } })).toBe(SHOP);
  });

  it("reads Elementor's own spellings", () => {
    expect(readFilters(`${SHOP}?e-filter-${W}-product_cat=chaises%2Btables`, W)).toEqual({ product_cat: { terms: ['chaises', 'tables'], logicalJoin: 'AND' } });
    expect(readFilters(`?e-filter-${W}-product_cat=chaises+tables`, W)).toEqual({ product_cat: { terms: ['chaises', 'tables'], logicalJoin: 'AND' } });
    expect(readFilters(`e-filter-${W}-pa_couleur=rouge~bleu&e-filter-other12-pa_couleur=vert`, W)).toEqual({
      pa_couleur: { terms: ['rouge', 'bleu'], logicalJoin: 'OR' },
    });
  });

  it('ignores hostile keys and ids', () => {
    expect(filterKey('abc-123', 'product_cat')).toBeNull();
    expect(filterKey(W, 'cat&x=1')).toBeNull();
    expect(writeFilters(SHOP, W, { 'cat&evil=1': { terms: ['a'], logicalJoin: 'AND' } })).toBe(SHOP);
    expect(writeFilters(SHOP, 'a-b', { product_cat: { terms: ['a'], logicalJoin: 'AND' } })).toBe(SHOP);
    expect(readFilters(`?e-filter-${W}-bad%20tax=a&e-filter-${W}-=b`, W)).toEqual({});
    const proto = readFilters(`?e-filter-${W}-__proto__=a`, W);
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(Object.keys(proto)).toEqual(['__proto__']);
  });

  it('reads the page of a listing', () => {
    expect(readPage(`${SHOP}?e-page-${W}=4`, W)).toBe(4);
    expect([readPage('', W), readPage(`?e-page-${W}=0`, W), readPage(`?e-page-${W}=2.5`, W), readPage(`?e-page-${W}=x`, W)]).toEqual([1, 1, 1, 1]);
  });

  it('pagination base URL: page and paged removed', () => {
    expect(paginationBaseUrl(`${SHOP}?page=2&orderby=price&paged=3#x`)).toBe(`${SHOP}?orderby=price`);
    expect(paginationBaseUrl(`${SHOP}?paged=2`)).toBe(SHOP);
    expect(paginationBaseUrl(`${SHOP}?q=a%20b`)).toBe(`${SHOP}?q=a%20b`); // untouched when nothing to remove
    expect(paginationBaseUrl('not a url')).toBe('not a url');
  });
});

// ── properties ──

const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const hostileChars = fc.constantFrom(
  '+',
  '~',
  '!',
  '&',
  '=',
  '%',
  '#',
  '?',
  ' ',
  '/',
  "'",
  '(',
  '*',
  'é',
  'ß',
  '漢',
  '😀',
  'a',
  'Z',
  '0',
  '-',
  '_',
  '.',
  '%2B',
  '%E0',
);
const term = fc
  .oneof(fc.string({ unit: 'binary', minLength: 1 }), fc.string({ unit: hostileChars, minLength: 1 }), fc.string({ minLength: 1 }))
  .filter((t) => !LONE.test(t));
const value = fc.record({
  terms: fc.array(term, { maxLength: 6 }),
  logicalJoin: fc.constantFrom<LogicalJoin>('AND', 'OR'),
  excludedTerms: fc.array(term, { maxLength: 3 }),
});
const tidy = (v: FilterValue): FilterValue => {
  const out: FilterValue = { terms: v.terms, logicalJoin: v.logicalJoin };
  if (v.excludedTerms?.length) out.excludedTerms = v.excludedTerms;
  return out;
};

describe('property: the codec', () => {
  it('round-trips any term list exactly through the value', () => {
    fc.assert(
      fc.property(value, (v) => {
        expect(decodeFilterValue(encodeFilterValue(v), v.logicalJoin)).toEqual(tidy(v));
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips any filters exactly through a real URL, leaving other parameters alone', () => {
    const taxonomy = fc.stringMatching(/^[a-z_][a-z0-9_-]{0,20}$/);
    fc.assert(
      fc.property(fc.dictionary(taxonomy, value, { maxKeys: 3 }), fc.string(), (filters, other) => {
        const start = new URL(SHOP);
        start.searchParams.set('orderby', other);
        start.searchParams.set(`e-filter-zzz9999-product_cat`, 'x~y');
        const url = writeFilters(start.href, W, filters);
        const parsed = new URL(url);
        expect(parsed.searchParams.get('orderby')).toBe(other);
        expect(parsed.searchParams.get('e-filter-zzz9999-product_cat')).toBe('x~y');
        for (const [tax, v] of Object.entries(filters)) {
          const back = readFilters(url, W, v.logicalJoin)[tax];
          if (!v.terms.length && !v.excludedTerms.length) expect(back).toBeUndefined();
          else expect(back).toEqual(tidy(v));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })), (s) => {
        decodeFilterValue(s);
        readFilters(s, W);
        readFilters(`${SHOP}?e-filter-${W}-product_cat=${s}`, W);
        readFilters(`?e-filter-${W}-product_cat=${encodeURIComponent(s.replace(LONE, ''))}`, W);
        readPage(s, W);
        paginationBaseUrl(s);
        writeFilters(s, W, { product_cat: { terms: [s], logicalJoin: 'OR' } });
        writeFilters(SHOP, W, { [s]: { terms: [s], logicalJoin: 'AND', excludedTerms: [s] } });
      }),
      { numRuns: 500 },
    );
  });
});
