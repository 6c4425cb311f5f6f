// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { defineBehavior } from './define-behavior.ts';

describe('defineBehavior', () => {
  it('runs while the element is in the page, and says so as React widgets do', () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    defineBehavior('x-watch', start);
    document.body.innerHTML = '<x-watch></x-watch>';
    const host = document.querySelector('x-watch')!;
    expect(start).toHaveBeenCalledWith(host);
    expect(host.hasAttribute('data-vitrine-ready')).toBe(true);
    host.remove();
    expect(stop).toHaveBeenCalledOnce();
  });

  it('marks the element failed when it throws, and leaves the page as it was', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    defineBehavior('x-broken', () => {
      throw new Error('boom');
    });
    document.body.innerHTML = '<p>avant</p><x-broken></x-broken>';
    expect(document.querySelector('x-broken')?.hasAttribute('data-vitrine-failed')).toBe(true);
    expect(document.body.textContent).toBe('avant');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
