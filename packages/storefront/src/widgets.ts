/**
 * Every element Vitrine provides and the chunk that defines it. The loader imports a chunk the first
 * time one of its tags appears on the page; nothing else is downloaded.
 */
export const widgetChunks: Record<string, () => Promise<unknown>> = {
  'fk-add-to-cart': () => import('@vitrine/cart-buttons'),
  'fk-mini-cart': () => import('@vitrine/cart-buttons'),
  'fk-cart-count': () => import('@vitrine/cart-buttons'),
  'fk-notices': () => import('@vitrine/site'),
};
