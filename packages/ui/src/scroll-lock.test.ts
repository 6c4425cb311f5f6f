// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { lockScroll } from './scroll-lock.ts';

describe('scroll lock', () => {
  it('pins the body where it was, nests, and puts the page back at the same offset', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    document.body.style.color = 'red';

    const outer = lockScroll();
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-300px');
    const inner = lockScroll();
    inner();
    inner();
    expect(document.body.style.position).toBe('fixed');
    outer();
    expect(document.body.style.position).toBe('');
    expect(document.body.style.color).toBe('red');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 300 }));
  });
});
