import type { Store } from '../store.ts';
import { CART_COOKIES } from '../cart/cookies.ts';
import { nonceFor } from '../session/nonces.ts';
import { requestTimeoutMs, shopSettings } from '../settings.ts';
import { CART_URL, CHECKOUT_URL } from './parts/mini-cart.ts';
import { expressConfig } from '../express/settings.ts';

/** The page kind flags of spec §2.1; every page starts from all false. */
export interface PageFlags {
  is_product: boolean;
  is_product_page: boolean;
  is_cart: boolean;
  is_checkout: boolean;
  is_shop: boolean;
  is_single_product: boolean;
  is_change_payment_page: boolean;
  is_add_payment_page: boolean;
  is_pay_for_order_page: boolean;
}

export const NO_FLAGS: PageFlags = {
  is_product: false,
  is_product_page: false,
  is_cart: false,
  is_checkout: false,
  is_shop: false,
  is_single_product: false,
  is_change_payment_page: false,
  is_add_payment_page: false,
  is_pay_for_order_page: false,
};

export const PRODUCT_FLAGS: Partial<PageFlags> = { is_product: true, is_product_page: true, is_single_product: true };

/**
 * The `#vitrine-config` object (packages/core config.ts reads it). Key order follows the documented shape so the
 * JSON reads the same as the README.
 */
export function pageConfig(store: Store, sessionId: string, flags: Partial<PageFlags>) {
  const settings = shopSettings(store, sessionId);
  const { db } = store;
  return {
    version: 1,
    endpoints: {
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      admin_ajax_url: '/wp-admin/admin-ajax.php',
      rest_url: '/wp-json/',
    },
    nonces: {
      fkcart: nonceFor(db, sessionId, 'fkcart'),
      fkwcs: nonceFor(db, sessionId, 'fkwcs'),
      fkwcs_js: nonceFor(db, sessionId, 'fkwcs_js'),
      wp_rest: nonceFor(db, sessionId, 'wp_rest'),
      cart_fragments: nonceFor(db, sessionId, 'cart_fragments'),
      store_api: nonceFor(db, sessionId, 'wc_store_api'),
    },
    page: { ...NO_FLAGS, ...flags },
    urls: { home: '/', shop: '/boutique/', cart: CART_URL, checkout: CHECKOUT_URL },
    shop: {
      currency: 'CHF',
      country: 'CH',
      locale: 'fr',
      cart_redirect_after_add: settings.cart_redirect_after_add,
      ajax_add_to_cart: settings.ajax_add_to_cart,
      should_open_cart: settings.should_open_cart,
      force_open_cart: settings.force_open_cart,
      need_extra_slide_cart_ajax: settings.need_extra_slide_cart_ajax,
      review_rating_required: settings.review_rating_required,
      site_utc_offset: settings.site_utc_offset,
    },
    // The demo's shop has FunnelKit Cart and FunnelKit Stripe; without FunnelKit Cart the side cart speaks the Store API.
    plugins: { funnelkit_cart: settings.funnelkit_cart === 'yes', funnelkit_stripe: true },
    cookies: { ...CART_COOKIES },
    // The side cart (widgets/side-cart): style3 shows the upsells as a list at ≤ 1000 px.
    side_cart: { slide_ms: 400, upsell_style: 'style3', slides_per_view: 2, slides_per_scroll: 1, cookie_days: 7 },
    express: expressConfig(store, sessionId),
    request_timeout_ms: requestTimeoutMs(store, sessionId),
  };
}
