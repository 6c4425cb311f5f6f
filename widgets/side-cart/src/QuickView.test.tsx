// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STATE_SELECTOR, cartStateMarkup } from '@vitrine/contract';
import { parseConfig, setCart, setConfig } from '@vitrine/core';
import { click, render, settle, type Rendered } from '@vitrine/ui/testing';
import { closeCart, openCart } from './drawer.ts';
import { cart, cartItem, pullQuickView } from './testing.ts';
import { openQuickView } from './quick-view-actions.ts';
import { SideCart } from './SideCart.tsx';
import { $sideCart, initialSideCart } from './state.ts';

const calls: Array<{ endpoint: string; body: Array<[string, string]>; multipart: boolean }> = [];
let addAnswer: () => Response;
let view: Rendered | undefined;

beforeEach(async () => {
  calls.length = 0;
  setConfig(parseConfig({ side_cart: { slide_ms: 0 } }));
  addAnswer = () =>
    new Response(
      JSON.stringify({ code: 200, fragments: { [CART_STATE_SELECTOR]: cartStateMarkup(cart([cartItem('k1'), cartItem('k2', { productId: 22 })])) } }),
    );
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const endpoint = new URL(url, 'http://shop.test').searchParams.get('wc-ajax') ?? '';
    const multipart = init.body instanceof FormData;
    const body = multipart ? ([...(init.body as FormData).entries()] as Array<[string, string]>) : [...new URLSearchParams(String(init.body))];
    calls.push({ endpoint, body, multipart });
    if (endpoint === 'fkcart_quick_view') return Promise.resolve(new Response(JSON.stringify({ code: 200, quick_view_content: pullQuickView() })));
    return Promise.resolve(addAnswer());
  });
  setCart(cart([cartItem('k1')]));
  $sideCart.set(initialSideCart());
  view = render(<SideCart host={document.createElement('fk-side-cart')} serverMarkup={null} />);
  openCart();
  await settle(20);
  await act(() => openQuickView({ productId: 22, name: 'Pull Cervin', link: '/produit/pull-cervin/' }));
  // The first test also loads the quick view's chunk: on a busy machine that takes more than one short settle.
  for (let i = 0; i < 100 && !document.querySelector('.fkcart-quick-view select'); i++) await settle(20);
});

afterEach(async () => {
  closeCart();
  await settle(10);
  view?.unmount();
  vi.unstubAllGlobals();
  setConfig(undefined);
});

const q = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector);
const quickView = () => q('.fkcart-quick-view [role="dialog"]');

function pick(name: string, value: string) {
  const select = q<HTMLSelectElement>(`.fkcart-quick-view select[name="${name}"]`)!;
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('quick view', () => {
  it('is a dialog over the drawer, named after the product, with the add disabled until a variation shows', () => {
    expect(calls.map((c) => c.endpoint)).toEqual(['fkcart_quick_view']);
    expect(quickView()?.getAttribute('aria-labelledby')).toBe('fkcart-quick-view-title');
    expect(q('#fkcart-quick-view-title')?.textContent).toBe('Choisir les options de « Pull Cervin »');
    expect(q('.fkcart-modal')?.hasAttribute('inert')).toBe(true);
    const add = q<HTMLButtonElement>('.fkcart-quick-view-add')!;
    expect(add.disabled).toBe(true);
    expect(q<HTMLInputElement>('.fkcart-quick-view .vitrine-quantity__input')?.disabled).toBe(true);
    pick('attribute_pa_taille', 's');
    expect(add.disabled).toBe(true);
  });

  it('shows the variation’s image, and disables add and quantity when it is out of stock', () => {
    pick('attribute_pa_taille', 's');
    pick('attribute_pa_couleur', 'gris');
    expect(q<HTMLImageElement>('.fkcart-quick-view-image')?.getAttribute('src')).toBe('/img/pull-s-gris.svg');
    expect(q<HTMLButtonElement>('.fkcart-quick-view-add')?.disabled).toBe(false);
    pick('attribute_pa_couleur', 'bleu');
    expect(q('.fkcart-quick-view .stock')?.textContent).toBe('Rupture de stock');
    expect(q<HTMLButtonElement>('.fkcart-quick-view-add')?.disabled).toBe(true);
    expect(q<HTMLInputElement>('.fkcart-quick-view .vitrine-quantity__input')?.disabled).toBe(true);
  });

  it('changes only the field with the quantity, then adds as multipart and closes', async () => {
    pick('attribute_pa_taille', 'l');
    pick('attribute_pa_couleur', 'bleu');
    const input = q<HTMLInputElement>('.fkcart-quick-view .vitrine-quantity__input')!;
    expect(input.value).toBe('4');
    click(q('.fkcart-quick-view .vitrine-quantity__plus'));
    expect(input.value).toBe('6');
    expect(calls).toHaveLength(1);

    const added = vi.fn();
    document.body.addEventListener('added_to_cart', added);
    click(q('.fkcart-quick-view-add'));
    await settle(20);
    const add = calls.find((c) => c.endpoint === 'fkcart_add_item')!;
    expect(add.multipart).toBe(true);
    expect(Object.fromEntries(add.body)).toMatchObject({
      fkcart_product_id: '22',
      fkcart_variation_id: '116',
      fkcart_quantity: '6',
      qty: '6',
      'attributes[attribute_pa_taille]': 'l',
      'attributes[attribute_pa_couleur]': 'bleu',
    });
    expect(quickView()).toBeNull();
    expect(added).toHaveBeenCalledOnce();
    expect(q('.fkcart-modal')?.hasAttribute('inert')).toBe(false);
  });

  it('keeps the focus on its button while adding, and a second press sends nothing', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push({ endpoint: new URL(url, 'http://shop.test').searchParams.get('wc-ajax') ?? '', body: [], multipart: init.body instanceof FormData });
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    pick('attribute_pa_taille', 's');
    pick('attribute_pa_couleur', 'gris');
    const add = q<HTMLButtonElement>('.fkcart-quick-view-add')!;
    add.focus();
    click(add);
    await settle(10);
    expect(add.getAttribute('aria-busy')).toBe('true');
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(add.disabled).toBe(false);
    expect(document.activeElement).toBe(add);
    click(add);
    await settle(10);
    expect(calls.filter((c) => c.endpoint === 'fkcart_add_item')).toHaveLength(1);
    await act(async () => answer(new Response(JSON.stringify({ code: 400, msg: 'Stock insuffisant.' }))));
    await settle(20);
    expect(add.hasAttribute('aria-disabled')).toBe(false);
  });

  it('stays open with the shop’s message in a notice for 3 s when the add fails', async () => {
    addAnswer = () => new Response(JSON.stringify({ code: 400, msg: 'Stock insuffisant.' }));
    pick('attribute_pa_taille', 's');
    pick('attribute_pa_couleur', 'gris');
    click(q('.fkcart-quick-view-add'));
    await settle(20);
    expect(quickView()).not.toBeNull();
    expect(q('.fkcart-quick-view .fkcart-notice-error')?.textContent).toBe('Stock insuffisant.');
    expect(q<HTMLButtonElement>('.fkcart-quick-view-add')?.disabled).toBe(false);
    await settle(3050);
    expect(q('.fkcart-quick-view .fkcart-notice')).toBeNull();
  });

  it('closes on « Retour au panier »', () => {
    click(q('.fkcart-quick-view-back'));
    expect(quickView()).toBeNull();
    expect(q('.fkcart-modal [role="dialog"]')).not.toBeNull();
  });
});
