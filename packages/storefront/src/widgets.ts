/**
 * Every element Vitrine provides and the chunk that defines it. The loader imports a chunk the first
 * time one of its tags appears on the page; nothing else is downloaded.
 */
export const widgetChunks: Record<string, () => Promise<unknown>> = {
  'fk-add-to-cart': () => import('./chunks/cart-buttons.ts'),
  'fk-mini-cart': () => import('./chunks/cart-buttons.ts'),
  'fk-cart-count': () => import('./chunks/cart-buttons.ts'),
  'fk-notices': () => import('./chunks/site.ts'),
  'fk-store-notice': () => import('./chunks/site.ts'),
  'fk-coming-soon': () => import('./chunks/site.ts'),
  'fk-nav-menu': () => import('./chunks/site.ts'),
  'fk-quote-form': () => import('./chunks/site.ts'),
  'fk-password-toggle': () => import('./chunks/site.ts'),
  'fk-lazy-bg': () => import('./chunks/site.ts'),
  'fk-attribution': () => import('./chunks/attribution.ts'),
  'fk-side-cart': () => import('./chunks/side-cart.ts'),
  'fk-cart-toggle': () => import('./chunks/side-cart.ts'),
  'fk-popup': () => import('./chunks/popups.ts'),
  'fk-off-canvas': () => import('./chunks/popups.ts'),
  'fk-hash-actions': () => import('./chunks/popups.ts'),
  'fk-loop-filter': () => import('./chunks/loop-filter.ts'),
  'fk-loop-grid': () => import('./chunks/loop-filter.ts'),
  'fk-variation-form': () => import('./chunks/variation-form.ts'),
  'fk-product-gallery': () => import('./chunks/product-page.ts'),
  'fk-product-tabs': () => import('./chunks/product-page.ts'),
  'fk-review-stars': () => import('./chunks/product-page.ts'),
  'fk-product-view': () => import('./chunks/product-page.ts'),
  'fk-express-button': () => import('./chunks/express-checkout.ts'),
  'fk-wallet-button': () => import('./chunks/express-checkout.ts'),
  'fk-payment-form': () => import('./chunks/express-checkout.ts'),
  // Not a tag: the side cart's drawer slot, which express-checkout fills with its mini wallet buttons.
  '[data-fk-express-slot]': () => import('./chunks/express-checkout.ts'),
};
