import { describe, expect, it } from 'vitest';
import { DEFAULT_STRATEGY, strategyOf } from './loading.ts';
import { widgetChunks } from './widgets.ts';

describe('strategyOf', () => {
  it('takes the theme’s attribute over the default, in any case, and ignores unknown words', () => {
    expect(strategyOf('fk-side-cart', 'eager')).toBe('eager');
    expect(strategyOf('fk-nav-menu', ' Visible ')).toBe('visible');
    expect(strategyOf('fk-nav-menu', 'intent')).toBe('intent');
    expect(strategyOf('fk-side-cart', 'lazy')).toBe('idle');
    expect(strategyOf('fk-side-cart', null)).toBe('idle');
  });

  it('loads what the shopper sees and uses first at once, the drawer, popups and attribution when idle, the rest when visible', () => {
    for (const tag of ['fk-nav-menu', 'fk-add-to-cart', 'fk-variation-form', 'fk-notices']) {
      expect(strategyOf(tag, null), tag).toBe('eager');
    }
    for (const tag of ['fk-side-cart', 'fk-cart-toggle', 'fk-popup', 'fk-attribution']) expect(strategyOf(tag, null), tag).toBe('idle');
    for (const tag of ['fk-product-gallery', 'fk-wallet-button', 'fk-payment-form', 'fk-mini-cart']) expect(strategyOf(tag, null), tag).toBe('visible');
  });

  it('on a page that asks, waits for the shopper’s first action where the server markup is whole, and only there', () => {
    for (const tag of ['fk-add-to-cart', 'fk-notices', 'fk-side-cart', 'fk-variation-form', 'fk-product-gallery', 'fk-mini-cart']) {
      expect(strategyOf(tag, null, ' Interaction'), tag).toBe('interaction');
    }
    // Drawn only by the widget, acting without the shopper, or already waiting for intent.
    for (const tag of ['fk-express-button', 'fk-lazy-bg', 'fk-popup', 'fk-sticky', 'fk-attribution', 'fk-search']) {
      expect(strategyOf(tag, null, 'interaction'), tag).toBe(strategyOf(tag, null));
    }
    expect(strategyOf('fk-add-to-cart', 'eager', 'interaction')).toBe('eager');
    expect(strategyOf('fk-add-to-cart', null, 'soon')).toBe('eager');
    expect(strategyOf('fk-popup', 'interaction')).toBe('interaction');
  });

  it('names only keys the loader knows', () => {
    for (const key of Object.keys(DEFAULT_STRATEGY)) expect(widgetChunks, key).toHaveProperty([key]);
  });
});
