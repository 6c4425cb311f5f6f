// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STATE_SELECTOR, cartStateMarkup } from '@vitrine/contract';
import { $cartSyncPaused, holdAutoOpen, parseConfig, setConfig } from '@vitrine/core';
import { closeCart } from './drawer.ts';
import { cart, cartItem } from './testing.ts';
import { startSideCart } from './startup.ts';
import { $sideCart, initialSideCart } from './state.ts';

const sent: Array<{ endpoint: string; body: URLSearchParams }> = [];

beforeAll(() => {
  setConfig(parseConfig({ shop: { should_open_cart: 'yes', ajax_add_to_cart: 'yes' }, page: { is_product: true } }));
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ endpoint: new URL(url, 'http://shop.test').searchParams.get('wc-ajax') ?? '', body: new URLSearchParams(String(init.body)) });
    const snapshot = cart([cartItem('k1')]);
    return Promise.resolve(
      new Response(JSON.stringify({ code: 200, fragments: { [CART_STATE_SELECTOR]: cartStateMarkup(snapshot) }, cart_hash: snapshot.hash })),
    );
  });
  startSideCart();
});

beforeEach(() => {
  vi.useFakeTimers();
  sent.length = 0;
  $sideCart.set(initialSideCart());
  document.body.innerHTML =
    '<a class="fkcart-mini-open" href="/?page_id=7"><span>Panier</span></a><form class="cart"><input class="qty" name="quantity" value="5" min="1"><button name="add-to-cart" value="17" class="single_add_to_cart_button">Ajouter</button></form>';
});

afterEach(() => {
  closeCart();
  vi.useRealTimers();
});

const added = () => document.body.dispatchEvent(new CustomEvent('added_to_cart'));

describe('what opens the drawer', () => {
  it('an add, 450 ms later, when should_open_cart is yes', () => {
    added();
    vi.advanceTimersByTime(449);
    expect($sideCart.get().open).toBe(false);
    vi.advanceTimersByTime(1);
    expect($sideCart.get().open).toBe(true);
    expect($cartSyncPaused.get()).toBe(true);
  });

  it('not the add that follows an express button click, but the next one', async () => {
    document.body.dispatchEvent(new CustomEvent('fkcart_suppress_auto_open'));
    added();
    await vi.advanceTimersByTimeAsync(500);
    expect($sideCart.get().open).toBe(false);
    added();
    await vi.advanceTimersByTimeAsync(500);
    expect($sideCart.get().open).toBe(true);
  });

  it('nor the add of an express click made before the side cart listened (its first press fetched the side cart)', async () => {
    // The express button held the add in core and raised its event while no side cart was there to hear it.
    holdAutoOpen();
    added();
    await vi.advanceTimersByTimeAsync(500);
    expect($sideCart.get().open).toBe(false);
  });

  it('a click inside a .fkcart-mini-open element, instead of following its link', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.fkcart-mini-open span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect($sideCart.get().open).toBe(true);
  });

  it('the fkcart_open event; fkcart_close closes it and lets other tabs be followed again', () => {
    document.body.dispatchEvent(new CustomEvent('fkcart_open'));
    expect($sideCart.get().open).toBe(true);
    document.body.dispatchEvent(new CustomEvent('fkcart_close'));
    expect($sideCart.get().open).toBe(false);
    expect($cartSyncPaused.get()).toBe(false);
  });
});

describe('on a product page', () => {
  it('closing puts the quantity back to 1 and tells the express button', () => {
    const closed = vi.fn();
    document.body.addEventListener('fkcart_closed', closed);
    document.body.dispatchEvent(new CustomEvent('fkcart_open'));
    closeCart();
    expect(document.querySelector<HTMLInputElement>('input.qty')?.value).toBe('1');
    expect(closed).toHaveBeenCalledOnce();
  });

  it('claims a form offered by the variation form and answers true once added', async () => {
    vi.useRealTimers();
    let result: Promise<boolean> | undefined;
    const form = document.querySelector('form')!;
    form.dispatchEvent(
      new CustomEvent('fkcart_add_to_cart_form', {
        bubbles: true,
        detail: {
          entries: [
            ['quantity', '2'],
            ['add-to-cart', '17'],
          ],
          form,
          button: null,
          claim: (r: Promise<boolean>) => (result = r),
        },
      }),
    );
    expect(result).toBeDefined();
    expect(await result).toBe(true);
    expect(sent.map((s) => s.endpoint)).toEqual(['fkcart_add_item']);
    expect(Object.fromEntries(sent[0]!.body)).toMatchObject({ fkcart_product_id: '17', fkcart_quantity: '2', fkcart_single_product_add_to_cart: 'yes' });
  });

  it('takes over a plain product form: loading, then added', async () => {
    vi.useRealTimers();
    const button = document.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!;
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(button.classList.contains('loading')).toBe(true);
    await vi.waitFor(() => expect(button.classList.contains('added')).toBe(true));
    expect(Object.fromEntries(sent[0]!.body)).toMatchObject({ fkcart_product_id: '17', fkcart_quantity: '5', qty: '5' });
  });
});
