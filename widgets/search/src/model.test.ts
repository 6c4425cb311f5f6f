import { describe, expect, it } from 'vitest';
import { amountOf, decodeEntities, highlightParts, nextActive, searchTermOf, suggestionsFrom } from './model.ts';

const marked = (name: string, term: string) =>
  highlightParts(name, term)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('search model', () => {
  it('asks from two characters, trimmed (letters, not UTF-16 units)', () => {
    expect(searchTermOf('')).toBeNull();
    expect(searchTermOf(' c  ')).toBeNull();
    expect(searchTermOf('🧀')).toBeNull();
    expect(searchTermOf(' co ')).toBe('co');
    expect(searchTermOf('é🧀')).toBe('é🧀');
  });

  it('moves the active option with wrap-around, and has none without options', () => {
    expect(nextActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(0, 3, 'ArrowDown')).toBe(1);
    expect(nextActive(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActive(0, 3, 'ArrowUp')).toBe(2);
    expect(nextActive(2, 3, 'ArrowUp')).toBe(1);
    expect(nextActive(-1, 0, 'ArrowDown')).toBe(-1);
    expect(nextActive(-1, 0, 'ArrowUp')).toBe(-1);
  });

  it('marks every searched word, ignoring case and accents, on the original characters', () => {
    expect(marked('Écharpe Engadine', 'echarpe')).toEqual(['Écharpe']);
    expect(marked('Coffret Saveurs du Valais', 'VAL coff')).toEqual(['Coff', 'Val']);
    expect(marked('Chocolat noir', 'co')).toEqual(['co']);
    expect(highlightParts('Pull Cervin', 'laine')).toEqual([{ text: 'Pull Cervin', match: false }]);
    expect(highlightParts('Miel', '')).toEqual([{ text: 'Miel', match: false }]);
    // Decomposed and precomposed accents both match, and the parts put the name back together unchanged.
    const name = 'Fromage d’alpage gruye\u0300re';
    expect(marked(name, 'gruyère')).toEqual(['gruye\u0300re']);
    expect(
      highlightParts(name, 'a')
        .map((p) => p.text)
        .join(''),
    ).toBe(name);
  });

  it('decodes WordPress’s HTML text into plain text, leaving markup as characters', () => {
    expect(decodeEntities('Th&eacute; &amp; miel d&#8217;Alpes &#x1F9C0;')).toBe('Th&eacute; & miel d’Alpes 🧀');
    expect(decodeEntities('&lt;img src=x onerror=alert(1)&gt; &quot;a&quot; &#039;b&#039;')).toBe('<img src=x onerror=alert(1)> "a" \'b\'');
    expect(decodeEntities('&#0; &#xD800; &#99999999;')).toBe('&#0; &#xD800; &#99999999;');
  });

  it('turns Store API products into suggestions: minor units, price ranges, first image', () => {
    const product = {
      id: 7,
      name: 'Pull &amp; bonnet',
      permalink: 'http://localhost/produit/pull/',
      on_sale: false,
      is_in_stock: false,
      prices: { price: '8900', regular_price: '8900', price_range: { min_amount: '8900', max_amount: '12900' }, currency_code: 'CHF', currency_minor_unit: 2 },
      images: [
        { src: '/a.svg', thumbnail: '', alt: '' },
        { src: '/b.svg', thumbnail: '/b-100.svg', alt: '' },
      ],
    };
    expect(suggestionsFrom([product])).toEqual([
      { id: 7, name: 'Pull & bonnet', url: 'http://localhost/produit/pull/', price: 89, priceMax: 129, thumbnail: '/a.svg', inStock: false },
    ]);
    const plain = { ...product, prices: { ...product.prices, price: '4500', price_range: null, currency_minor_unit: 0 }, images: [] };
    expect(suggestionsFrom([plain])[0]).toMatchObject({ price: 4500, priceMax: null, thumbnail: null });
    expect(amountOf('', 2)).toBeNull();
    expect(amountOf('1995', 2)).toBe(19.95);
  });
});
