import { describe, expect, it } from 'vitest';
import { shopperForEach, testStoreForEach } from '../testing.ts';

const store = testStoreForEach();
const shopper = shopperForEach(store, null);

const page = async (path: string) => {
  const res = await shopper.get(path);
  return { status: res.status, text: await res.text() };
};
const listed = (text: string) => Array.from(text.matchAll(/<h2 class="woocommerce-loop-product__title">([^<]*)<\/h2>/g), (m) => m[1]);

describe('product search results, /?s=<terms>&post_type=product', () => {
  it('lists the matches in the shop’s listing markup, under the search form filled with the terms', async () => {
    const { status, text } = await page('/?s=coffret&post_type=product');
    expect(status).toBe(200);
    expect(text).toContain('<h1 class="woocommerce-products-header__title page-title">Résultats de recherche : « coffret »</h1>');
    expect(text).toContain('<body class="woocommerce search search-results');
    expect(listed(text)).toEqual(['Coffret Artisans du Jura', 'Coffret Saveurs du Valais', 'Coffret Douceurs de Gruyère']);
    expect(text).toContain('Affichage des 3 résultats');
    expect(text).toMatch(/<fk-search><form role="search" method="get" class="woocommerce-product-search" action="\/">/);
    expect(text).toMatch(/name="s"/);
    expect(text).toMatch(/value="coffret" name="s"/);
    expect(text).toContain('<input type="hidden" name="post_type" value="product">');
  });

  it('finds accented names without the accents', async () => {
    expect(listed((await page('/?s=echarpe&post_type=product')).text)).toEqual(['Écharpe Engadine']);
  });

  it('says so when nothing matches, and escapes the terms it repeats', async () => {
    const { text } = await page(`/?s=${encodeURIComponent('<b>zz</b>')}&post_type=product`);
    expect(text).toContain('Aucun produit ne correspond à votre recherche.');
    expect(text).toContain('« &lt;b&gt;zz&lt;/b&gt; »');
    expect(text).not.toContain('<b>zz</b>');
    expect(listed(text)).toEqual([]);
  });

  it('shows the search form on the demo page /recherche-demo/', async () => {
    const { status, text } = await page('/recherche-demo/');
    expect(status).toBe(200);
    expect(text).toContain('<fk-search><form role="search" method="get" class="woocommerce-product-search" action="/">');
    // Beside the header's, with ids of its own.
    expect(text.match(/<form role="search"/g)).toHaveLength(2);
    expect(text).toContain('id="woocommerce-product-search-field-1"');
  });
});
