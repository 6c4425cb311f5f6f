// @vitest-environment happy-dom
import { act, createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselHandle } from './Carousel.tsx';
import { click, render, settle, type Rendered } from './testing.tsx';

/** keen-slider measures layout, which happy-dom does not do: a stand-in that records moves. */
const moves: number[] = [];
vi.mock('keen-slider', () => ({
  default: class {
    track = { details: { rel: 0 } };
    private readonly options: { slideChanged?: (s: unknown) => void };
    constructor(_el: HTMLElement, options: { slideChanged?: (s: unknown) => void }) {
      this.options = options;
    }
    moveToIdx(i: number) {
      moves.push(i);
      this.track.details.rel = i;
      this.options.slideChanged?.(this);
    }
    update() {}
    destroy() {}
  },
}));

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  moves.length = 0;
});

const slides = (n: number) => Array.from({ length: n }, (_, i) => <p key={i}>Produit {i + 1}</p>);
const q = (s: string) => view!.container.querySelector(s);

describe('Carousel', () => {
  it('shows one slide as it is, with no slider and no controls', () => {
    view = render(<Carousel label="Vous aimerez aussi">{slides(1)}</Carousel>);
    expect(q('.keen-slider')).toBeNull();
    expect(q('button')).toBeNull();
    expect(view.container.textContent).toBe('Produit 1');
  });

  it('has labelled prev/next disabled at the ends, one dot per page, and moves by perScroll', async () => {
    const changed = vi.fn();
    view = render(
      <Carousel label="Vous aimerez aussi" perView={2} perScroll={2} onSlideChanged={changed}>
        {slides(5)}
      </Carousel>,
    );
    await settle(); // keen-slider is its own chunk, loaded on first use
    const region = q('[role="region"]')!;
    expect(region.getAttribute('aria-label')).toBe('Vous aimerez aussi');
    const prev = q('.vitrine-carousel__prev')!;
    const next = q('.vitrine-carousel__next')!;
    expect(prev.getAttribute('aria-label')).toBe('Précédent');
    expect(next.getAttribute('aria-label')).toBe('Suivant');
    expect(prev.getAttribute('aria-disabled')).toBe('true');
    expect(view.container.querySelectorAll('.vitrine-carousel__dot')).toHaveLength(3);

    click(prev);
    expect(moves).toEqual([]);
    click(next);
    click(next);
    expect(moves).toEqual([2, 3]);
    expect(changed).toHaveBeenLastCalledWith(3);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(q('.vitrine-carousel__dot[aria-current]')?.getAttribute('aria-label')).toBe('Aller à la diapositive 4');
  });

  it('moves on request through its handle, and offers thumbnails in place of dots', async () => {
    const handle = createRef<CarouselHandle>();
    view = render(
      <Carousel label="Images" ref={handle} thumbnails={[<span key="a">a</span>, <span key="b">b</span>, <span key="c">c</span>]}>
        {slides(3)}
      </Carousel>,
    );
    await settle();
    act(() => handle.current!.moveTo(9));
    expect(moves).toEqual([2]);
    expect(view.container.querySelectorAll('.vitrine-carousel__thumbnail')).toHaveLength(3);
    expect(q('.vitrine-carousel__dot')).toBeNull();
  });

  it('plays by itself, held while the pointer is over it or focus is inside, and stops at the pause button', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    view = render(
      <Carousel label="Nouveautés" perView={2} autoplayMs={1000} labels={{ previous: 'Avant', next: 'Après', slide: (n, count) => `Diapo ${n} de ${count}` }}>
        {slides(4)}
      </Carousel>,
    );
    await settle();
    try {
      const region = q('[role="region"]')!;
      const track = q('.vitrine-carousel__track')!;
      const rotation = q('.vitrine-carousel__rotation')!;
      expect(q('.vitrine-carousel__prev')!.getAttribute('aria-label')).toBe('Avant');
      expect(q('.vitrine-carousel__slide')!.getAttribute('aria-label')).toBe('Diapo 1 de 4');
      expect(rotation.getAttribute('aria-label')).toBe('Mettre le carrousel en pause');
      expect(track.getAttribute('aria-live')).toBe('off');
      act(() => vi.advanceTimersByTime(1000));
      act(() => vi.advanceTimersByTime(1000));
      expect(moves).toEqual([1, 2]);
      // The last position reached: back to the first.
      act(() => vi.advanceTimersByTime(1000));
      expect(moves).toEqual([1, 2, 0]);

      act(() => {
        region.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      });
      act(() => vi.advanceTimersByTime(3000));
      expect(moves).toEqual([1, 2, 0]);
      expect(track.getAttribute('aria-live')).toBe('polite');
      act(() => {
        region.dispatchEvent(new PointerEvent('pointerout', { bubbles: true }));
      });
      act(() => vi.advanceTimersByTime(1000));
      expect(moves).toEqual([1, 2, 0, 1]);

      act(() => (q('.vitrine-carousel__next') as HTMLElement).focus());
      act(() => vi.advanceTimersByTime(3000));
      expect(moves).toEqual([1, 2, 0, 1]);
      act(() => (q('.vitrine-carousel__next') as HTMLElement).blur());
      act(() => vi.advanceTimersByTime(1000));
      expect(moves).toEqual([1, 2, 0, 1, 2]);

      click(rotation);
      expect(rotation.getAttribute('aria-label')).toBe('Faire défiler le carrousel');
      act(() => vi.advanceTimersByTime(5000));
      expect(moves).toEqual([1, 2, 0, 1, 2]);
      click(rotation);
      act(() => vi.advanceTimersByTime(1000));
      expect(moves).toEqual([1, 2, 0, 1, 2, 0]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never plays under prefers-reduced-motion, and offers no pause button then', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia.call(window, query),
      matches: query.includes('reduce'),
      addEventListener() {},
      removeEventListener() {},
    })) as typeof window.matchMedia;
    try {
      view = render(
        <Carousel label="Nouveautés" autoplayMs={1000}>
          {slides(3)}
        </Carousel>,
      );
      await settle();
      act(() => vi.advanceTimersByTime(5000));
      expect(moves).toEqual([]);
      expect(q('.vitrine-carousel__rotation')).toBeNull();
      expect(q('.vitrine-carousel__track')!.hasAttribute('aria-live')).toBe(false);
    } finally {
      vi.useRealTimers();
      window.matchMedia = matchMedia;
    }
  });
});
