// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '@vitrine/core/testing';
import './lazy-bg.ts';

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

describe("<fk-lazy-bg> over the page builder's own markup", () => {
  it('adds Elementor’s classes only when each element comes near, on the element its selector names', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    await mount(
      `<fk-lazy-bg>
        <div id="first" class="e-con e-parent e-lazyloaded"></div>
        <div id="container" class="e-con e-parent"><div id="child" class="e-con e-child"></div></div>
        <section id="column" data-e-bg-lazyload=".elementor-background-overlay"><div id="overlay" class="elementor-background-overlay"></div></section>
        <section id="own" data-e-bg-lazyload=""></section>
        <section id="bad" data-e-bg-lazyload="[["></section>
      </fk-lazy-bg>`,
      'fk-lazy-bg',
    );
    const observer = FakeObserver.last!;
    const byId = (id: string) => document.getElementById(id)!;
    // The container already let through, and the inner container, are not watched: Elementor watches top-level ones.
    expect([...observer.watched].map((el) => el.id).sort()).toEqual(['bad', 'column', 'container', 'own']);
    expect(byId('container').classList.contains('e-lazyloaded')).toBe(false);
    observer.enter(byId('container'));
    expect(byId('container').classList.contains('e-lazyloaded')).toBe(true);
    expect(byId('child').classList.contains('e-lazyloaded')).toBe(false);
    observer.enter(byId('column'));
    expect(byId('overlay').classList.contains('lazyloaded')).toBe(true);
    expect(byId('column').classList.contains('lazyloaded')).toBe(false);
    observer.enter(byId('own'));
    observer.enter(byId('bad'));
    expect(byId('own').classList.contains('lazyloaded')).toBe(true);
    expect(byId('bad').classList.contains('lazyloaded')).toBe(true);
    expect(observer.watched.size).toBe(0);
  });

  it('watches containers added later when the builder sends elementor/lazyload/observe', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    await mount(`<fk-lazy-bg><div id="host-region"></div></fk-lazy-bg>`, 'fk-lazy-bg');
    const observer = FakeObserver.last!;
    const late = document.createElement('div');
    late.className = 'e-con e-parent';
    document.getElementById('host-region')!.append(late);
    document.dispatchEvent(new Event('elementor/lazyload/observe'));
    expect(observer.watched.has(late)).toBe(true);
    observer.enter(late);
    expect(late.classList.contains('e-lazyloaded')).toBe(true);
  });

  it('lets every background through at once without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    await mount(`<fk-lazy-bg><div id="now" class="e-con e-parent"></div></fk-lazy-bg>`, 'fk-lazy-bg');
    expect(document.getElementById('now')!.classList.contains('e-lazyloaded')).toBe(true);
  });
});
