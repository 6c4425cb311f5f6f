import { $cartHash, emit, getConfig, markupToFragment, replaceFragments, sameOriginUrl } from '@vitrine/core';

/**
 * On the cart page (spec §2.2: "the main cart is refreshed by the side cart logic") the classic cart must never
 * disagree with the drawer. After a drawer change the page is fetched again and its cart block (the form and the
 * totals, or the empty-cart message) replaces the current one through core's sink, as WooCommerce's own cart
 * script does with `update_wc_div`. The other way round needs nothing: the classic form reloads the page, and
 * the side cart refreshes itself on the cart page's load (spec §4.11).
 */

/** The block around the cart, whether it holds the form or the empty message. */
const CART_BLOCK = 'div.woocommerce:has(form.woocommerce-cart-form, .cart-empty)';

/** Selector → fresh markup, from the cart page as the server now renders it. */
export function cartPageFragments(page: ParentNode): Record<string, string> {
  const block = page.querySelector(CART_BLOCK);
  return block ? { [CART_BLOCK]: block.outerHTML } : {};
}

/**
 * The events WooCommerce's cart script raises after such a replacement, in its order: the totals were replaced, or
 * the cart is now empty; then the block. Plugins (shipping estimators, pixels) redo their work on them.
 */
export function cartPageEvents(page: ParentNode): Array<'updated_cart_totals' | 'wc_cart_emptied' | 'updated_wc_div'> {
  const block = page.querySelector(CART_BLOCK);
  if (!block) return [];
  return [block.querySelector('form.woocommerce-cart-form') ? 'updated_cart_totals' : 'wc_cart_emptied', 'updated_wc_div'];
}

let running: Promise<void> | null = null;
let again = false;

async function reloadOnce(): Promise<void> {
  const url = sameOriginUrl(getConfig().urls.cart);
  if (!url) return;
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`cart page ${response.status}`);
  const page = markupToFragment(await response.text());
  replaceFragments(cartPageFragments(page), $cartHash.get());
  for (const name of cartPageEvents(page)) emit(name);
}

/** Reloads the cart block; changes made while one reload runs are caught by one more after it. */
export function reloadCartPage(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = reloadOnce()
    .catch((error: unknown) => console.warn('[vitrine] actualisation de la page panier impossible', error))
    .finally(() => {
      running = null;
      if (again) {
        again = false;
        void reloadCartPage();
      }
    });
  return running;
}
