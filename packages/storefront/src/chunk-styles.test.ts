// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Browsers define these getters on Document.prototype itself, where the loader reads them; happy-dom on a parent of it.
for (const name of ['documentElement', 'head']) {
  if (!Object.getOwnPropertyDescriptor(Document.prototype, name)) {
    Object.defineProperty(Document.prototype, name, Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Document.prototype), name)!);
  }
}

const BASE = 'https://shop.test/assets/';
const styles = { chunks: ['side-cart'], hash: 'H1' };

/** A fresh module: it reads the page's stylesheets once. */
const load = async () => (await import('./chunk-styles.ts')).chunkStylesReady;
const linked = () => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]'), (link) => link.href);

describe('chunkStylesReady', () => {
  beforeEach(() => {
    vi.resetModules();
    document.head.innerHTML = "<style id='vitrine-inline-css'></style>";
  });
  afterEach(() => {
    document.documentElement.removeAttribute('style');
  });

  it('links the chunk’s own stylesheet after the first-paint one, and nothing for a chunk whose styles that one holds', async () => {
    const chunkStylesReady = await load();
    await chunkStylesReady('site', styles, BASE, true);
    expect(linked()).toEqual([]);
    const ready = chunkStylesReady('side-cart', styles, BASE, true);
    expect(linked()).toEqual([`${BASE}chunks/side-cart-H1.css`]);
    expect(document.head.firstElementChild?.nextElementSibling).toBe(document.querySelector('link'));
    await ready;
  });

  it('on a page whose first paint is the site one, links what it leaves out before any rendering chunk, once', async () => {
    document.documentElement.style.setProperty('--vitrine-first-paint', 'site');
    const chunkStylesReady = await load();
    const site = chunkStylesReady('site', styles, BASE, true);
    const sideCart = chunkStylesReady('side-cart', styles, BASE, true);
    // The shared part first, so a widget's own rules come after it in the cascade, as with the whole first paint.
    expect(linked()).toEqual([`${BASE}chunks/common-H1.css`, `${BASE}chunks/side-cart-H1.css`]);
    await Promise.all([site, sideCart]);
    // A chunk that renders nothing (attribution) asks for none of it.
    await chunkStylesReady('attribution', styles, BASE, false);
    expect(linked()).toHaveLength(2);
  });

  it('links nothing where the theme links the whole stylesheet', async () => {
    document.documentElement.style.setProperty('--vitrine-stylesheet', 'all');
    document.documentElement.style.setProperty('--vitrine-first-paint', 'site');
    const chunkStylesReady = await load();
    await chunkStylesReady('side-cart', styles, BASE, true);
    expect(linked()).toEqual([]);
  });
});
