// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearNotices, postNotice } from '@vitrine/core';
import { mount } from '@vitrine/core/testing';
import './index.ts';

const reducedMotion = (reduce: boolean) => vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: reduce, media: query }) as MediaQueryList);

beforeEach(() => {
  clearNotices();
  window.scrollTo({ top: 0, behavior: 'instant' });
  // Notices sit 900 px down the page.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
});
afterEach(() => vi.restoreAllMocks());

describe('<fk-notices> focus and scroll (spec §9.4)', () => {
  it('focuses an alert after 500 ms, not before', async () => {
    reducedMotion(true);
    await mount('<fk-notices></fk-notices>', 'fk-notices');
    const posted = performance.now();
    postNotice('error', 'La carte a été refusée.');
    await vi.waitFor(() => expect(document.querySelector('[role="alert"]')).toBeTruthy());
    const alert = document.querySelector<HTMLElement>('[role="alert"]')!;
    expect(alert.tabIndex).toBe(-1);
    expect(document.activeElement).not.toBe(alert);
    await vi.waitFor(() => expect(document.activeElement).toBe(alert), { timeout: 1500 });
    expect(performance.now() - posted).toBeGreaterThanOrEqual(490);
  });

  it('jumps to 100 px above a posted notice at once under reduced motion', async () => {
    reducedMotion(true);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await mount('<fk-notices></fk-notices>', 'fk-notices');
    postNotice('success', '« Miel » a été ajouté à votre panier.');
    await vi.waitFor(() => expect(scroll).toHaveBeenCalledWith({ top: 800, behavior: 'instant' }));
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it('animates there over about a second otherwise, and never scrolls for the server’s own notices', async () => {
    reducedMotion(false);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await mount('<fk-notices><div class="woocommerce-message">Commande reçue.</div></fk-notices>', 'fk-notices');
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-message')?.textContent).toContain('Commande reçue.'));
    await new Promise((r) => setTimeout(r, 50));
    expect(scroll).not.toHaveBeenCalled();

    const start = performance.now();
    postNotice('info', 'Panier mis à jour.');
    await vi.waitFor(() => expect(scroll).toHaveBeenLastCalledWith({ top: 800, behavior: 'instant' }), { timeout: 2000 });
    expect(performance.now() - start).toBeGreaterThanOrEqual(900);
    const tops = scroll.mock.calls.map(([arg]) => (arg as ScrollToOptions).top ?? 0);
    expect(tops.length).toBeGreaterThan(2);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });
});

describe('<fk-notices> mounting over the server’s notices', () => {
  it('never shows the area empty: the first commit already holds the notice the server printed', async () => {
    const empties: number[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    // Every DOM change, as a paint could see it between two commits: the area without its notice is a jump.
    const watch = new MutationObserver(() => {
      const wrapper = host.querySelector('fk-notices .woocommerce-notices-wrapper');
      if (wrapper && !wrapper.querySelector('.woocommerce-message')) empties.push(performance.now());
    });
    watch.observe(host, { subtree: true, childList: true });
    host.innerHTML =
      '<fk-notices><div class="woocommerce-notices-wrapper"><div class="woocommerce-message">« Miel » a été ajouté à votre panier.</div></div></fk-notices>';
    await vi.waitFor(() => expect(host.querySelector('fk-notices[data-vitrine-ready] [data-notice-id]')).toBeTruthy());
    await new Promise((r) => setTimeout(r, 50));
    watch.disconnect();
    expect(empties).toEqual([]);
    host.remove();
  });
});
