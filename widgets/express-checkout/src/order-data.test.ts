// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** What reaches the shop's wc-ajax endpoints while the product page's button keeps its total current. */
let asked: string[];

/** A fresh module graph per test: the order stores are kept once per page. */
async function load() {
  const core = await import('@vitrine/core');
  core.setConfig(core.parseConfig({}));
  return import('./order-data.ts');
}

beforeEach(() => {
  vi.resetModules();
  asked = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(new URL(url, 'https://boutique.ch/').searchParams.get('wc-ajax') ?? url);
    return new Response(JSON.stringify({ total: { label: 'Total', amount: 2400 }, displayItems: [] }), { headers: { 'content-type': 'application/json' } });
  });
  document.body.innerHTML = `<div class="product"><form class="cart"><input class="qty" name="quantity" value="1"><button name="add-to-cart" value="17">Ajouter</button></form><span id="host"></span></div>`;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const host = () => document.getElementById('host')!;
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('the product total (spec §7.3 fkwcs_selected_product_data)', () => {
  it('costs no request on load when the theme printed the price, and asks once the quantity changes', async () => {
    const { watchOrder } = await load();
    const store = watchOrder('product', host(), { total: { label: 'Total', amount: 1200 }, displayItems: [] });
    await settle();
    expect(asked).toEqual([]);
    expect(store.get().update?.total.amount).toBe(1200);

    const qty = document.querySelector<HTMLInputElement>('input.qty')!;
    qty.value = '2';
    qty.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(asked).toEqual(['fkwcs_selected_product_data']);
    expect(store.get().update?.total.amount).toBe(2400);
  });

  it('asks on load when the theme printed nothing', async () => {
    const { watchOrder } = await load();
    const store = watchOrder('product', host());
    await settle();
    expect(asked).toEqual(['fkwcs_selected_product_data']);
    expect(store.get().update?.total.amount).toBe(2400);
  });
});
