import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { searchStoreProducts, StoreProductList } from './store-products.ts';

describe('Store API product search call', () => {
  it('is a GET of wc/store/v1/products with search and per_page, within the Store API’s 1–100', () => {
    const call = searchStoreProducts('miel', 6);
    expect(call).toMatchObject({ endpoint: 'wc/store/v1/products', via: 'rest', body: { kind: 'none' }, query: { search: 'miel', per_page: '6' } });
    expect(call.nonce).toBeUndefined();
    expect(searchStoreProducts('a', 0).query?.per_page).toBe('1');
    expect(searchStoreProducts('a', 500).query?.per_page).toBe('100');
  });

  it('reads what a suggestion needs and refuses an answer without it', () => {
    const product = { id: 1, name: 'Miel', permalink: '/p/', prices: { price: '890' }, extra: true };
    expect(v.parse(StoreProductList, [product])[0]).toMatchObject({
      is_in_stock: true,
      images: [],
      prices: { price: '890', currency_minor_unit: 2, price_range: null },
    });
    expect(v.is(StoreProductList, [{ ...product, prices: { price: '8.90' } }])).toBe(false);
    expect(v.is(StoreProductList, [{ ...product, permalink: undefined }])).toBe(false);
    expect(v.is(StoreProductList, { fragments: {} })).toBe(false);
  });
});
