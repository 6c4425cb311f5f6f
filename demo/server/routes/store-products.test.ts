import { StoreProductList } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { foldForSearch, productMatches } from '../catalog/search.ts';
import { shopperForEach, testStoreForEach } from '../testing.ts';

const store = testStoreForEach();
const shopper = shopperForEach(store, null);

const products = (query: string) => shopper.get(`/wp-json/wc/store/v1/products${query}`);
const names = async (query: string) => ((await (await products(query)).json()) as Array<{ name: string }>).map((p) => p.name);

describe('Store API product search, GET /wp-json/wc/store/v1/products', () => {
  it('answers ProductSchema’s shape for a suggestion, prices in minor units, with the pagination headers', async () => {
    const res = await products('?search=coffret&per_page=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-wp-total')).toBe('3');
    expect(res.headers.get('x-wp-totalpages')).toBe('2');
    expect(res.headers.get('link')).toMatch(/page=2>; rel="next"$/);
    const body = (await res.json()) as Array<Record<string, unknown>>;
    // The widget's own schema (packages/contract) accepts the answer: both sides of the wire agree.
    expect((await StoreProductList['~standard'].validate(body)).issues).toBeUndefined();
    expect(body.map((p) => p.name)).toEqual(['Coffret Artisans du Jura', 'Coffret Saveurs du Valais']);
    expect(body[0]).toMatchObject({
      slug: 'coffret-artisans-du-jura',
      permalink: 'http://localhost/produit/coffret-artisans-du-jura/',
      sku: 'COF-JURA',
      on_sale: false,
      is_in_stock: true,
      prices: { currency_code: 'CHF', currency_minor_unit: 2, currency_suffix: ' CHF' },
    });
    expect((body[0]?.images as unknown[])[0]).toMatchObject({
      src: expect.stringMatching(/^http:\/\/localhost\/assets\/img\/.+\.svg$/),
      thumbnail: expect.any(String),
      alt: expect.any(String),
    });
    const prices = body[0]?.prices as { price: string };
    expect(prices.price).toMatch(/^\d+$/);
    const second = (await (await products('?search=coffret&per_page=2&page=2')).json()) as unknown[];
    expect(second).toHaveLength(1);
  });

  it('matches every word in the name or the SKU, ignoring case and accents as MySQL’s collation does', async () => {
    expect(await names('?search=ECHARPE')).toEqual(['Écharpe Engadine']);
    expect(await names('?search=%C3%A9charpe')).toEqual(['Écharpe Engadine']);
    expect(await names('?search=cof-valais')).toEqual(['Coffret Saveurs du Valais']);
    expect(await names('?search=coffret%20jura')).toEqual(['Coffret Artisans du Jura']);
    expect(await names('?search=zzzz')).toEqual([]);
    expect(foldForSearch('Écharpe Gruyère')).toBe('echarpe gruyere');
    expect(productMatches({ name: 'Pull Cervin', sku: 'PULL' }, ['pull', 'vin'])).toBe(true);
    expect(productMatches({ name: 'Pull Cervin', sku: 'PULL' }, ['pull', 'laine'])).toBe(false);
  });

  it('sends names as HTML text, as WordPress does, never as markup', async () => {
    const [miel] = (await (await products('?search=miel')).json()) as Array<{ id: number }>;
    await shopper.postJson('/__test/names', { products: { [String(miel?.id)]: '<img src=x onerror=alert(1)> & "miel"' } });
    const body = (await (await products('?search=miel')).json()) as Array<{ name: string }>;
    expect(body[0]?.name).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;miel&quot;');
  });

  it('refuses bad parameters with WordPress’s 400 rest_invalid_param', async () => {
    for (const [query, param, code] of [
      ['?per_page=0', 'per_page', 'rest_out_of_bounds'],
      ['?per_page=101', 'per_page', 'rest_out_of_bounds'],
      ['?per_page=abc', 'per_page', 'rest_invalid_type'],
      ['?page=0', 'page', 'rest_out_of_bounds'],
      ['?search=a&search=b', 'search', 'rest_invalid_type'],
    ] as const) {
      const res = await products(query);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { code: string; message: string; data: { status: number; details: Record<string, { code: string }> } };
      expect(body.code).toBe('rest_invalid_param');
      expect(body.message).toBe(`Paramètre(s) non valide(s) : ${param}`);
      expect(body.data.status).toBe(400);
      expect(body.data.details[param]?.code).toBe(code);
    }
  });

  it('answers ten products by default and an empty page past the last', async () => {
    const all = await products('');
    expect(Number(all.headers.get('x-wp-total'))).toBeGreaterThan(10);
    expect((await all.json()) as unknown[]).toHaveLength(10);
    expect((await (await products('?search=coffret&page=9')).json()) as unknown[]).toEqual([]);
  });
});
