/**
 * Every element Vitrine provides and the chunk that defines it. The loader imports a chunk the first
 * time one of its tags appears on the page; nothing else is downloaded.
 */
export const widgetChunks: Record<string, () => Promise<unknown>> = {
  'fk-add-to-cart': () => import('@vitrine/cart-buttons'),
  'fk-mini-cart': () => import('@vitrine/cart-buttons'),
  'fk-cart-count': () => import('@vitrine/cart-buttons'),
  'fk-notices': () => import('@vitrine/site'),
  'fk-store-notice': () => import('@vitrine/site'),
  'fk-coming-soon': () => import('@vitrine/site'),
  'fk-nav-menu': () => import('@vitrine/site'),
  'fk-quote-form': () => import('@vitrine/site'),
  'fk-password-toggle': () => import('@vitrine/site'),
  'fk-lazy-bg': () => import('@vitrine/site'),
  'fk-attribution': () => import('@vitrine/attribution'),
  'fk-side-cart': () => import('@vitrine/side-cart'),
  'fk-cart-toggle': () => import('@vitrine/side-cart'),
  'fk-popup': () => import('@vitrine/popups'),
  'fk-off-canvas': () => import('@vitrine/popups'),
  'fk-hash-actions': () => import('@vitrine/popups'),
  'fk-loop-filter': () => import('@vitrine/loop-filter'),
  'fk-loop-grid': () => import('@vitrine/loop-filter'),
  'fk-variation-form': () => import('@vitrine/variation-form'),
  'fk-product-gallery': () => import('@vitrine/product-page'),
  'fk-product-tabs': () => import('@vitrine/product-page'),
  'fk-review-stars': () => import('@vitrine/product-page'),
  'fk-product-view': () => import('@vitrine/product-page'),
  'fk-express-button': () => import('@vitrine/express-checkout'),
  'fk-wallet-button': () => import('@vitrine/express-checkout'),
  'fk-payment-form': () => import('@vitrine/express-checkout'),
  // Not a tag: the side cart's drawer slot, which express-checkout fills with its mini wallet buttons.
  '[data-fk-express-slot]': () => import('@vitrine/express-checkout'),
};
