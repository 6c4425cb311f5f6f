/**
 * Each chunk the loader can import, by name: src/chunks/<name>.ts, written chunks/<name>-<hash>.js (and, for its
 * styles, the files build-styles.mjs lists for that name).
 */
export const chunks = {
  'cart-buttons': () => import('./chunks/cart-buttons.ts'),
  site: () => import('./chunks/site.ts'),
  'site-forms': () => import('./chunks/site-forms.ts'),
  attribution: () => import('./chunks/attribution.ts'),
  'side-cart': () => import('./chunks/side-cart.ts'),
  popups: () => import('./chunks/popups.ts'),
  'loop-filter': () => import('./chunks/loop-filter.ts'),
  'variation-form': () => import('./chunks/variation-form.ts'),
  'product-page': () => import('./chunks/product-page.ts'),
  'express-checkout': () => import('./chunks/express-checkout.ts'),
  search: () => import('./chunks/search.ts'),
  'loop-carousel': () => import('./chunks/loop-carousel.ts'),
  sticky: () => import('./chunks/sticky.ts'),
  'share-buttons': () => import('./chunks/share-buttons.ts'),
  'lazy-bg': () => import('./chunks/lazy-bg.ts'),
  'contact-buttons': () => import('./chunks/contact-buttons.ts'),
  'menu-cart': () => import('./chunks/menu-cart.ts'),
} satisfies Record<string, () => Promise<unknown>>;

export type ChunkName = keyof typeof chunks;

/**
 * Every element Vitrine provides and the chunk that defines it. The loader imports a chunk the first
 * time one of its tags appears on the page; nothing else is downloaded.
 */
export const widgetChunks: Record<string, ChunkName> = {
  'fk-add-to-cart': 'cart-buttons',
  'fk-mini-cart': 'cart-buttons',
  'fk-cart-count': 'cart-buttons',
  'fk-notices': 'site',
  'fk-store-notice': 'site',
  'fk-coming-soon': 'site',
  'fk-nav-menu': 'site',
  'fk-quote-form': 'site-forms',
  'fk-password-toggle': 'site-forms',
  'fk-lazy-bg': 'lazy-bg',
  'fk-attribution': 'attribution',
  'fk-side-cart': 'side-cart',
  'fk-cart-toggle': 'side-cart',
  'fk-popup': 'popups',
  'fk-off-canvas': 'popups',
  'fk-hash-actions': 'popups',
  'fk-loop-filter': 'loop-filter',
  'fk-loop-grid': 'loop-filter',
  'fk-variation-form': 'variation-form',
  'fk-product-gallery': 'product-page',
  'fk-product-tabs': 'product-page',
  'fk-review-stars': 'product-page',
  'fk-product-view': 'product-page',
  'fk-express-button': 'express-checkout',
  'fk-wallet-button': 'express-checkout',
  'fk-payment-form': 'express-checkout',
  'fk-search': 'search',
  'fk-loop-carousel': 'loop-carousel',
  'fk-sticky': 'sticky',
  'fk-share-buttons': 'share-buttons',
  'fk-contact-buttons': 'contact-buttons',
  'fk-floating-bar': 'contact-buttons',
  'fk-menu-cart': 'menu-cart',
  // Not a tag: the side cart's drawer slot, which express-checkout fills with its mini wallet buttons.
  '[data-fk-express-slot]': 'express-checkout',
};
