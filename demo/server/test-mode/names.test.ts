import { describe, expect, it } from 'vitest';
import { shopperForEach, testStoreForEach } from '../testing.ts';

const store = testStoreForEach();
const attacker = shopperForEach(store);
const neighbour = shopperForEach(store);

const HOSTILE = `<img src=x onerror="window.__pwned()">"'><script>window.__pwned()</script>`;
const ESCAPED = '&lt;img src=x onerror=&quot;window.__pwned()&quot;&gt;&quot;&#39;&gt;&lt;script&gt;window.__pwned()&lt;/script&gt;';

describe('/__test/names', () => {
  it('renames products, terms and categories for the calling session only, escaped wherever the pages print them', async () => {
    const res = await attacker.postJson('/__test/names', {
      products: { 15: HOSTILE, 21: `T-shirt ${HOSTILE}` },
      terms: { 'pa_taille:m': `M ${HOSTILE}` },
      categories: { 3: `Épicerie ${HOSTILE}` },
    });
    expect(await res.json()).toEqual({ ok: true, renamed: 4 });

    const shop = await (await attacker.get('/boutique/')).text();
    expect(shop).toContain(ESCAPED);
    expect(shop).not.toContain('<script>window.__pwned');
    expect(shop).toContain(`Épicerie ${ESCAPED}`);
    const product = await (await attacker.get('/produit/t-shirt-leman/')).text();
    expect(product).toContain(`M ${ESCAPED}`);
    expect(product).not.toContain('onerror="window');

    await attacker.ajax('add_to_cart', { product_id: 15, quantity: 1 });
    await attacker.post('/produit/t-shirt-leman/', {
      'add-to-cart': 21,
      variation_id: 103,
      attribute_pa_taille: 'm',
      attribute_pa_couleur: 'bleu',
      quantity: 1,
    });
    const cart = await attacker.cart();
    expect(cart.items.map((i) => i.name)).toEqual([HOSTILE, `T-shirt ${HOSTILE}`]);
    expect(Object.values(cart.items[1]?.attributes ?? {})).toContain(`M ${HOSTILE}`);

    const theirs = await (await neighbour.get('/boutique/')).text();
    expect(theirs).not.toContain('__pwned');
    expect(theirs).toContain('Chocolat noir Grand Cru');
    expect(await (await neighbour.get('/__test/names')).json()).toEqual({ products: {}, terms: {}, categories: {} });
  });

  it('an empty body restores the catalogue; malformed bodies are refused', async () => {
    await attacker.postJson('/__test/names', { products: { 15: 'Autre nom' } });
    expect(await (await attacker.get('/boutique/')).text()).toContain('Autre nom');
    await attacker.postJson('/__test/names', {});
    expect(await (await attacker.get('/boutique/')).text()).toContain('Chocolat noir Grand Cru');

    for (const bad of [[], { products: { abc: 'x' } }, { terms: { taille: 'x' } }, { categories: { 1: 3 } }, { products: { 15: 'x'.repeat(20_001) } }])
      expect((await attacker.postJson('/__test/names', bad)).status, JSON.stringify(bad).slice(0, 60)).toBe(400);
    expect((await attacker.request('/__test/names', { method: 'POST', body: '{', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
  });
});
