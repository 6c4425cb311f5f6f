// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenMounted } from './when-mounted.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('whenMounted', () => {
  it('answers at once when the page has no such element, or it has mounted, or it failed', async () => {
    expect(await whenMounted('fk-side-cart', 1000)).toBe(false);
    document.body.innerHTML = '<fk-side-cart data-vitrine-ready></fk-side-cart>';
    expect(await whenMounted('fk-side-cart', 1000)).toBe(true);
    document.body.innerHTML = '<fk-side-cart data-vitrine-failed></fk-side-cart>';
    expect(await whenMounted('fk-side-cart', 1000)).toBe(false);
  });

  it('waits for a loading element to mount', async () => {
    document.body.innerHTML = '<fk-side-cart></fk-side-cart>';
    const mounted = whenMounted('fk-side-cart', 5000);
    setTimeout(() => document.querySelector('fk-side-cart')!.setAttribute('data-vitrine-ready', ''), 10);
    expect(await mounted).toBe(true);
  });

  it('gives up after its time, and when the chunk fails', async () => {
    document.body.innerHTML = '<fk-side-cart></fk-side-cart>';
    expect(await whenMounted('fk-side-cart', 20)).toBe(false);
    const failing = whenMounted('fk-side-cart', 5000);
    document.querySelector('fk-side-cart')!.setAttribute('data-vitrine-failed', '');
    expect(await failing).toBe(false);
  });
});
