// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { clicksTaken, DEFAULT_STRATEGY, strategyOf } from './loading.ts';
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

  it('holds, while a widget waits, only the clicks it will take: an add, not a product’s link; a submenu, not a page', () => {
    const markup = `<ul><li class="menu-item-has-children"><a href="/boutique/">Boutique</a></li><li><a href="/contact/">Contact</a></li></ul>
      <a class="add_to_cart_button" href="/?add-to-cart=7">Ajouter au panier</a><a href="/produit/coffret/">Coffret</a><button>Menu</button>`;
    document.body.innerHTML = markup;
    const taken = (tag: string) =>
      Array.from(document.querySelectorAll('a, button'), (el) => (el.closest(clicksTaken(tag)) ? el.textContent : null)).filter(Boolean);
    expect(taken('fk-add-to-cart')).toEqual(['Ajouter au panier', 'Menu']);
    expect(taken('fk-nav-menu')).toEqual(['Boutique', 'Menu']);
    expect(taken('fk-cart-count')).toEqual(['Boutique', 'Contact', 'Ajouter au panier', 'Coffret', 'Menu']);
  });

  it('names only keys the loader knows', () => {
    for (const key of Object.keys(DEFAULT_STRATEGY)) expect(widgetChunks, key).toHaveProperty([key]);
  });
});
