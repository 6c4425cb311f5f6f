// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '@vitrine/core/testing';
import './index.ts';

/** An IntersectionObserver the test drives: `enter(el)` brings an element within the margin. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly watched = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.watched.add(el);
  }
  unobserve(el: Element) {
    this.watched.delete(el);
  }
  disconnect() {
    this.watched.clear();
  }
  enter(el: Element) {
    this.callback([{ target: el, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('<fk-lazy-bg> (spec §9.4)', () => {
  it('sets each background once it comes within 200 px of the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    await mount(
      `<fk-lazy-bg><section id="a" data-fk-lazy-bg="/img/a.jpg"></section><section id="b" data-fk-lazy-bg="javascript:x"></section></fk-lazy-bg>`,
      'fk-lazy-bg',
    );
    const observer = FakeObserver.last!;
    expect(observer.options.rootMargin).toBe('200px');
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    expect(a.style.backgroundImage).toBe('');
    observer.enter(a);
    expect(a.style.backgroundImage).toContain('/img/a.jpg');
    expect(a.classList.contains('fk-lazy-bg-loaded')).toBe(true);
    expect(observer.watched.has(a)).toBe(false);
    observer.enter(b);
    expect(b.style.backgroundImage).toBe('');
  });
});
