import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCurrentPage } from './nav-menu-model.ts';

describe('current page in the menu', () => {
  const page = 'https://boutique.ch/boutique/?utm_source=x&gclid=1';

  it('matches the same page, a trailing slash and campaign parameters aside', () => {
    expect(isCurrentPage('/boutique/', page)).toBe(true);
    expect(isCurrentPage('https://boutique.ch/boutique', page)).toBe(true);
    expect(isCurrentPage('/boutique/#top', page)).toBe(true);
  });

  it('tells the cart (/?page_id=7) from the home page, and other pages and hosts apart', () => {
    const cart = 'https://boutique.ch/?page_id=7';
    expect(isCurrentPage('/?page_id=7', cart)).toBe(true);
    expect(isCurrentPage('/', cart)).toBe(false);
    expect(isCurrentPage('/?page_id=7', 'https://boutique.ch/')).toBe(false);
    expect(isCurrentPage('/boutique/savons/', page)).toBe(false);
    expect(isCurrentPage('https://autre.ch/boutique/', page)).toBe(false);
  });

  it('never throws on hostile links', () => {
    fc.assert(fc.property(fc.string(), (href) => typeof isCurrentPage(href, page) === 'boolean'));
    expect(isCurrentPage('http://[::1', page)).toBe(false);
  });
});
