// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STATE_SELECTOR, cartStateMarkup, type CartSnapshot } from '@vitrine/contract';
import { $cart, parseConfig, setCart, setConfig } from '@vitrine/core';
import { click, key, render, settle, type, type Rendered } from '@vitrine/ui/testing';
import { CartToggle } from './CartToggle.tsx';
import { closeCart, openCart } from './drawer.ts';
import { cart, cartItem } from './testing.ts';
import { SideCart } from './SideCart.tsx';
import { $sideCart, initialSideCart } from './state.ts';

/** A fake shop: each call is logged; `answers` says what an endpoint answers (default: done with `next`). */
const calls: Array<{ endpoint: string; body: URLSearchParams }> = [];
let answers: Record<string, () => Response> = {};
let next: CartSnapshot;

const done = (snapshot: CartSnapshot, extra: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ code: 200, fragments: { [CART_STATE_SELECTOR]: cartStateMarkup(snapshot) }, cart_hash: snapshot.hash, ...extra }));

let view: Rendered | undefined;
const props = { host: document.createElement('fk-side-cart'), serverMarkup: null };

beforeEach(() => {
  calls.length = 0;
  answers = {};
  setConfig(parseConfig({ side_cart: { slide_ms: 0 }, nonces: { fkcart: 'n1' }, urls: { shop: '/boutique/', checkout: '/checkout/' } }));
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const endpoint = new URL(url, 'http://shop.test').searchParams.get('wc-ajax') ?? '';
    const body = init.body instanceof FormData ? new URLSearchParams([...init.body.entries()] as [string, string][]) : new URLSearchParams(String(init.body));
    calls.push({ endpoint, body });
    return Promise.resolve(answers[endpoint]?.() ?? done(next));
  });
  const miel = cartItem('k1');
  setCart(
    cart([miel], {
      upsells: [{ productId: 15, name: 'Chocolat noir', link: '/p/', image: null, price: { raw: 8.9, formatted: '8.90 CHF' }, needsOptions: false }],
    }),
  );
  next = $cart.get();
  $sideCart.set(initialSideCart());
  view = render(
    <>
      <SideCart {...props} />
      <CartToggle {...props} />
    </>,
  );
});

afterEach(async () => {
  closeCart();
  await settle(10);
  view?.unmount();
  vi.unstubAllGlobals();
  setConfig(undefined);
});

const q = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector);
const sent = (endpoint: string) => calls.filter((c) => c.endpoint === endpoint);

async function open() {
  click(q('.fkcart-toggler'));
  await settle(20);
}

describe('fk-side-cart', () => {
  it('shows the floating toggler with the count, and opens as a dialog named with it', async () => {
    expect(q('.fkcart-toggler')?.getAttribute('aria-label')).toBe('Ouvrir le panier, 2 articles');
    await open();
    const dialog = q('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-labelledby')).toBe('fkcart-title');
    expect(q('#fkcart-title')?.textContent).toBe('Votre panier (2 articles)');
    expect(q('.fkcart-item-title')?.textContent).toBe('Miel de montagne');
    expect(q('.fkcart-express-slot')?.hasAttribute('data-fk-express-slot')).toBe(true);
    expect(calls).toEqual([]);
  });

  it('draws the closed drawer ahead, hidden, and opening shows those very lines', async () => {
    await settle(20);
    const outer = q('.vitrine-drawer.fkcart-modal')!;
    expect(outer.getAttribute('data-state')).toBe('closed');
    const line = q('.fkcart-item-title')!;
    expect(line.textContent).toBe('Miel de montagne');
    // No slot for the wallet buttons yet: theirs would ask the shop for the cart's totals at every page load.
    expect(q('[data-fk-express-slot]')).toBeNull();
    expect(calls).toEqual([]);
    await open();
    expect(outer.getAttribute('data-state')).toBe('open');
    expect(q('.fkcart-item-title')).toBe(line);
    expect(q('[data-fk-express-slot]')).not.toBeNull();
  });

  it('sends one update of the last value after a burst of clicks, then shows success for a moment', async () => {
    await open();
    const plus = q('.vitrine-quantity__plus');
    next = cart([cartItem('k1', { quantity: { value: 8, min: 2, max: 12, step: 2 } })]);
    click(plus);
    click(plus);
    click(plus);
    expect(q<HTMLInputElement>('.vitrine-quantity__input')?.value).toBe('8');
    await settle(350);
    expect(sent('fkcart_update_item').map((c) => c.body.get('quantity'))).toEqual(['8']);
    expect(sent('fkcart_update_item')[0]?.body.get('cart_key')).toBe('k1');
    expect(sent('fkcart_update_item')[0]?.body.get('fkcart_nonce')).toBe('n1');
    expect(q('.fkcart-item')?.className).toContain('is-success');
    await settle(850);
    expect(q('.fkcart-item')?.className).not.toContain('is-success');
    expect($cart.get().count).toBe(8);
  });

  it('puts the value back and says why in French when the update fails, and leaves nothing busy', async () => {
    await open();
    answers.fkcart_update_item = () => new Response('<html>Erreur</html>', { status: 500 });
    click(q('.vitrine-quantity__plus'));
    await settle(400);
    expect(q<HTMLInputElement>('.vitrine-quantity__input')?.value).toBe('2');
    expect(q('.fkcart-notice-error')?.textContent).toBe('La boutique a rencontré un problème avec votre demande. Veuillez réessayer.');
    expect(q('[aria-busy="true"]')).toBeNull();
    // The shop's real cart is fetched again, in case it did change.
    expect(sent('fkcart_get_slide_cart')).toHaveLength(1);
  });

  it('shows a refusal’s words as text: the shop’s markup is read, never put in the page', async () => {
    await open();
    answers.fkcart_update_item = () => new Response(JSON.stringify({ code: 400, msg: '\n\t<img src=x onerror=alert(1)> maximum &quot;12&quot;\t\n' }));
    click(q('.vitrine-quantity__plus'));
    await settle(400);
    expect(q('.fkcart-notice-error')?.textContent).toBe('maximum "12"');
    expect(q('.fkcart-notice img')).toBeNull();
  });

  it('never sends a typed value the rules refuse, and Enter never empties the cart', async () => {
    await open();
    const input = q<HTMLInputElement>('.vitrine-quantity__input')!;
    for (const typed of ['', '0', 'abc', '13']) {
      type(input, typed);
      key(input, 'Enter');
    }
    await settle(400);
    expect(sent('fkcart_update_item')).toEqual([]);
    expect($cart.get().items).toHaveLength(1);
  });

  it('slides a removed row out and raises removed_from_cart', async () => {
    await open();
    const removed = vi.fn();
    document.body.addEventListener('removed_from_cart', removed);
    next = cart([]);
    click(q('.fkcart-remove-item'));
    await settle(20);
    expect(sent('fkcart_remove_item')[0]?.body.get('cart_key')).toBe('k1');
    expect(removed).toHaveBeenCalledOnce();
    await settle(20);
    expect(q('.fkcart-item')).toBeNull();
    expect(q('.fkcart-empty')?.textContent).toContain('Votre panier est vide.');
    expect(q<HTMLAnchorElement>('.fkcart-shop-link')?.getAttribute('href')).toBe('/boutique/');
  });

  it('adds an upsell with quantity 1 and drops its row', async () => {
    await open();
    next = cart([cartItem('k1'), cartItem('k2', { productId: 15, name: 'Chocolat noir' })], { upsells: $cart.get().upsells });
    click(q('.fkcart-upsell-add'));
    await settle(20);
    expect(Object.fromEntries(sent('fkcart_add_item')[0]!.body)).toMatchObject({ fkcart_product_id: '15', fkcart_quantity: '1' });
    expect(q('.fkcart-upsells')).toBeNull();
  });

  it('checks an empty coupon without a call, and shows a refusal under the field with focus back in it', async () => {
    await open();
    click(q('.fkcart-coupon-toggle'));
    click(q('.fkcart-coupon-apply'));
    await settle(150);
    expect(q('.fkcart-coupon-error')?.textContent).toBe('Veuillez saisir un code promo.');
    expect(sent('fkcart_apply_coupon')).toEqual([]);

    answers.fkcart_apply_coupon = () => new Response(JSON.stringify({ code: 400, msg: 'Le code promo « X » n’existe pas !' }));
    type(q('.fkcart-coupon-input'), 'X');
    expect(q('.fkcart-coupon-error')).toBeNull();
    click(q('.fkcart-coupon-apply'));
    await settle(150);
    expect(q('.fkcart-coupon-error')?.textContent).toBe('Le code promo « X » n’existe pas !');
    expect(q('.fkcart-coupon-input')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(q('.fkcart-coupon-input'));
  });

  it('lists applied coupons with their remove links, and hides the list when none is left', async () => {
    await open();
    next = cart([cartItem('k1')], { coupons: [{ code: 'BIENVENUE10', discount: { raw: 2.9, formatted: '2.90 CHF' } }] });
    click(q('.fkcart-coupon-toggle'));
    type(q('.fkcart-coupon-input'), ' bienvenue10 ');
    click(q('.fkcart-coupon-apply'));
    await settle(20);
    expect(sent('fkcart_apply_coupon')[0]?.body.get('discount_code')).toBe('bienvenue10');
    expect(q('.fkcart-applied-coupon')?.textContent).toContain('BIENVENUE10');
    expect(q<HTMLInputElement>('.fkcart-coupon-input')?.value).toBe('');

    next = cart([cartItem('k1')]);
    click(q('.fkcart-remove-coupon'));
    await settle(20);
    expect(sent('fkcart_remove_coupon')[0]?.body.get('discount_code')).toBe('BIENVENUE10');
    expect(q('.fkcart-applied-coupons')).toBeNull();
  });

  it('hides the toggler once the cart is empty', async () => {
    setCart(cart([]));
    await settle();
    expect(q('.fkcart-toggler')).toBeNull();
    openCart();
    await settle(20);
    expect(q('#fkcart-title')?.textContent).toBe('Votre panier (0 article)');
  });
});
