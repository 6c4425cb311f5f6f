import { $cart, currentNonce, getConfig, holdAutoOpen, listen, readCookie, registerNonceRefresher } from '@vitrine/core';
import { setSideCartLanguage } from '@vitrine/contract';
import { preloadCarousel } from '@vitrine/ui';
import { cartAdded, closeCart, openCart } from './drawer.ts';
import { loadPlan, needsCarousel } from './model.ts';
import { onFormOffered, onProductFormSubmit } from './product-form.ts';
import { fetchSlideCart, refreshSideCart } from './calls.ts';

/**
 * What the side cart does once per page, whatever element mounts first: the fkcart nonce refresher, the ways
 * to open the drawer, the product form take-over, the cookies, and the page-load refresh of spec §4.11.
 */

let started = false;

export function startSideCart(): void {
  if (started) return;
  started = true;
  const config = getConfig();
  setSideCartLanguage(config.site.language);

  if (config.plugins.funnelkit_cart) {
    registerNonceRefresher('fkcart', async () => {
      const { ajax_nonce: nonce } = await fetchSlideCart();
      if (!nonce) throw new Error('fkcart_get_slide_cart gave no nonce');
      return nonce;
    });
  } else {
    // The Store API's cart answers with a fresh nonce in its `Nonce` header, which transport keeps.
    registerNonceRefresher('store_api', async () => {
      await fetchSlideCart();
      const nonce = currentNonce('store_api');
      if (!nonce) throw new Error('the Store API gave no nonce');
      return nonce;
    });
  }

  listen('fkcart_open', openCart);
  listen('fkcart_close', closeCart);
  listen('fkcart_suppress_auto_open', holdAutoOpen);
  listen('added_to_cart', cartAdded);
  document.addEventListener('click', (event) => {
    const opener = (event.target as Element | null)?.closest?.('.fkcart-mini-open');
    if (!opener || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    openCart();
  });
  document.addEventListener('submit', onProductFormSubmit);
  document.addEventListener('fkcart_add_to_cart_form', onFormOffered);
  // The upsell carousel's slider is a chunk of its own: fetched as soon as the cart calls for it, so opening the
  // drawer costs no request.
  $cart.subscribe((cart) => {
    if (needsCarousel(cart, config.side_cart.slides_per_view)) void preloadCarousel();
  });

  const plan = loadPlan({
    forceOpen: config.shop.force_open_cart === 'yes',
    isCart: config.page.is_cart,
    quantityCookie: readCookie(config.cookies.cart_qty),
    itemsInCartCookie: readCookie(config.cookies.items_in_cart),
  });
  if (plan.refresh) void refreshSideCart().then(() => plan.open && openCart());
}
