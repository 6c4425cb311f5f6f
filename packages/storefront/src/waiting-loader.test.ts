// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { strategyOf, WAITING_WITH_LOADER } from './loading.ts';
import { waitForAction } from './waiting-loader.ts';

// Browsers define `readyState` on Document.prototype itself, where the loader reads it; happy-dom on a parent of it.
if (!Object.getOwnPropertyDescriptor(Document.prototype, 'readyState')) {
  Object.defineProperty(Document.prototype, 'readyState', Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Document.prototype), 'readyState')!);
}

/** The checkout as the WordPress plugin prints it: the header's cart link, the notices, the search, attribution. */
const CHECKOUT =
  '<fk-cart-count><a class="fkcart-mini-open" href="/panier/">Panier (1)</a></fk-cart-count>' +
  '<fk-notices><div class="woocommerce-notices-wrapper"></div></fk-notices>' +
  '<form class="checkout"><input name="billing_first_name"></form>' +
  '<fk-search><form role="search"><input type="search" name="s"></form></fk-search><fk-attribution></fk-attribution>';

describe('waitForAction', () => {
  let loader: ReturnType<typeof vi.fn<() => void>>;
  let attribution: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    vi.useFakeTimers();
    loader = vi.fn<() => void>();
    attribution = vi.fn<() => void>();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('brings the loader at the shopper’s first press or key only, once, and attribution when the page is idle', () => {
    document.body.innerHTML = CHECKOUT;
    waitForAction(loader, attribution);
    expect(loader).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(attribution).toHaveBeenCalledTimes(1);
    expect(loader).not.toHaveBeenCalled();
    document.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('brings the loader at once where a tag would not work until it comes, or was given a moment of its own', () => {
    for (const markup of [
      `${CHECKOUT}<fk-express-button></fk-express-button>`,
      `${CHECKOUT}<fk-nav-menu><nav><ul></ul></nav></fk-nav-menu>`,
      CHECKOUT.replace('<fk-notices>', '<fk-notices data-vitrine-load="eager">'),
    ]) {
      document.body.innerHTML = markup;
      loader.mockClear();
      waitForAction(loader, attribution);
      expect(loader, markup).toHaveBeenCalledTimes(1);
    }
  });

  it('asks for no attribution on a page without its tag', () => {
    document.body.innerHTML = CHECKOUT.replace('<fk-attribution></fk-attribution>', '');
    waitForAction(loader, attribution);
    vi.runAllTimers();
    expect(attribution).not.toHaveBeenCalled();
  });

  it('lets wait only tags that work from their server markup until the shopper acts, besides search and attribution', () => {
    const waiting = /\((.*)\)/
      .exec(WAITING_WITH_LOADER.source)![1]!
      .split('|')
      .map((name) => `fk-${name}`);
    expect(waiting).toContain('fk-cart-count');
    for (const tag of waiting) {
      const strategy = tag === 'fk-search' ? 'intent' : tag === 'fk-attribution' ? 'idle' : 'interaction';
      expect(strategyOf(tag, null, 'interaction'), tag).toBe(strategy);
    }
  });
});
