import type { KeenSliderInstance } from 'keen-slider';
import { Children, useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { addMessages, announce, t } from '@vitrine/core';
import { currentPage, lastIndex, moveBy, nextAutoplayIndex, pageStarts } from './carousel-pages.ts';
import { motionMs } from './motion.ts';
import { useMediaQuery } from './use-media-query.ts';

// Its own words come with the chunks that show it, not with every page's runtime.
const FRENCH: Record<string, string> = {
  carousel: 'carrousel',
  slide: 'diapositive',
  '{n} of {count}': '{n} sur {count}',
  Previous: 'Précédent',
  Next: 'Suivant',
  'Go to slide {n}': 'Aller à la diapositive {n}',
  'Pause the carousel': 'Mettre le carrousel en pause',
  'Play the carousel': 'Faire défiler le carrousel',
};
addMessages(FRENCH);

let keen: Promise<typeof import('keen-slider').default> | undefined;

/**
 * keen-slider is its own chunk, shared by every carousel of the page. A widget that will show one calls this
 * early (at start-up), so the first carousel the shopper sees costs no request.
 */
export function preloadCarousel(): Promise<typeof import('keen-slider').default> {
  keen ??= import('keen-slider').then((module) => module.default);
  return keen;
}

export interface CarouselHandle {
  /** Shows slide `index` (clamped to the slides there are). */
  moveTo(index: number): void;
}

export interface CarouselProps {
  /** One child per slide. */
  children: ReactNode;
  /** The French accessible name of the carousel (« Vous aimerez aussi »). */
  label: string;
  /** Slides in view at once; may be fractional to hint at the next slide. Default 1. */
  perView?: number;
  /** Slides moved by prev/next and between dots. Default 1. */
  perScroll?: number;
  /** Gap between slides in px. Default 12. */
  spacing?: number;
  /** Slide animation; 0 under prefers-reduced-motion. Default 500 ms. */
  durationMs?: number;
  /** Called with the first visible slide's index after each move. */
  onSlideChanged?: (index: number) => void;
  /** One node per slide, shown as buttons in place of the dots (a product gallery's thumbnails). */
  thumbnails?: ReactNode[];
  className?: string;
  ref?: Ref<CarouselHandle>;
  /** Names of the controls and slides, for a carousel that says more than the defaults (« Précédent », « 3 sur 8 »). */
  labels?: CarouselLabels;
  /**
   * Moves on by itself every `autoplayMs` (back to the start after the end), with a pause/play button (WCAG 2.2.2);
   * held while the pointer is over it or focus is inside, and never under prefers-reduced-motion. 0 or absent: off.
   */
  autoplayMs?: number;
  /** Says « 3 sur 8 » (the slide label) in the live region after a move the shopper asked for. */
  announceMoves?: boolean;
}

export interface CarouselLabels {
  previous: string;
  next: string;
  slide: (n: number, count: number) => string;
}

const defaultLabels = (): CarouselLabels => ({
  previous: t('Previous'),
  next: t('Next'),
  slide: (n, count) => t('{n} of {count}', { n, count }),
});

/**
 * The one carousel of the storefront, and the only place keen-slider is used (loaded on first use, or
 * earlier through {@link preloadCarousel}; until then the slides show as a plain row). No loop; prev and next are
 * labelled buttons, disabled at the ends; dots (or thumbnails) jump to a page; a slide receiving keyboard focus
 * is brought into view. When everything fits there is no slider at all, and one slide is shown as it is.
 * Slides may come and go (an upsell added to the cart): the slider re-measures when their number changes.
 */
export function Carousel({
  children,
  label,
  perView = 1,
  perScroll = 1,
  spacing = 12,
  durationMs = 500,
  onSlideChanged,
  thumbnails,
  className = '',
  ref,
  labels = defaultLabels(),
  autoplayMs = 0,
  announceMoves = false,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const maxIndex = lastIndex(count, perView);
  const sliding = maxIndex > 0;
  const container = useRef<HTMLDivElement>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  const [index, setIndex] = useState(0);
  // The slides jump into place when keen-slider (its own chunk) takes over: `data-ready` says it has.
  const [ready, setReady] = useState(false);
  const current = useRef(index);
  current.current = index;
  const changed = useRef(onSlideChanged);
  changed.current = onSlideChanged;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const autoplay = autoplayMs > 0 && sliding && !reducedMotion;
  // The shopper's pause button, and the pointer or focus resting on the carousel: either holds it.
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const playing = autoplay && ready && !paused && !held.pointer && !held.focus;

  const moveTo = (target: number) => {
    const clamped = Math.min(maxIndex, Math.max(0, target));
    // The slide asked for is the current one from the press on, not once the animation passes it: a lightbox opened
    // right after a thumbnail showed the slide before it.
    setIndex(clamped);
    changed.current?.(clamped);
    slider.current?.moveToIdx(clamped);
  };
  useImperativeHandle(ref, () => ({ moveTo }));
  /** A move the shopper asked for: said in the live region when the carousel announces its moves. */
  const moveAsked = (target: number) => {
    moveTo(target);
    if (announceMoves) announce(labels.slide(Math.min(maxIndex, Math.max(0, target)) + 1, count));
  };

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const target = nextAutoplayIndex(current.current, perScroll, maxIndex);
      setIndex(target);
      changed.current?.(target);
      slider.current?.moveToIdx(target);
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [playing, autoplayMs, perScroll, maxIndex]);

  useEffect(() => {
    const el = container.current;
    if (!sliding || !el) return;
    let instance: KeenSliderInstance | undefined;
    let gone = false;
    void preloadCarousel().then((KeenSlider) => {
      if (gone) return;
      instance = new KeenSlider(el, {
        loop: false,
        initial: current.current,
        slides: { perView, spacing },
        defaultAnimation: { duration: motionMs(durationMs) },
        slideChanged(s) {
          setIndex(s.track.details.rel);
          changed.current?.(s.track.details.rel);
        },
      });
      slider.current = instance;
      setReady(true);
    });
    return () => {
      gone = true;
      instance?.destroy();
      slider.current = null;
      setReady(false);
    };
  }, [sliding, perView, spacing, durationMs]);

  // Slides were added or removed: re-measure, staying on a position that still exists.
  useEffect(() => {
    const instance = slider.current;
    if (!instance) return;
    instance.update(undefined, Math.min(instance.track.details?.rel ?? 0, maxIndex));
    setIndex((i) => Math.min(i, maxIndex));
  }, [count, maxIndex]);

  if (count <= 1) return <div className={`vitrine-carousel is-single ${className}`.trim()}>{slides}</div>;

  const starts = pageStarts(maxIndex, perScroll);
  const page = currentPage(index, starts);
  const atStart = index <= 0;
  const atEnd = index >= maxIndex;

  return (
    <div
      className={`vitrine-carousel ${sliding ? '' : 'is-static'} ${className}`.replace(/\s+/g, ' ').trim()}
      role="region"
      data-ready={sliding && ready ? '' : undefined}
      aria-roledescription={t('carousel')}
      aria-label={label}
      onPointerEnter={autoplay ? () => setHeld((h) => ({ ...h, pointer: true })) : undefined}
      onPointerLeave={autoplay ? () => setHeld((h) => ({ ...h, pointer: false })) : undefined}
      onFocus={autoplay ? () => setHeld((h) => ({ ...h, focus: true })) : undefined}
      onBlur={
        autoplay
          ? (event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld((h) => ({ ...h, focus: false }));
            }
          : undefined
      }
    >
      {autoplay && (
        // First in the carousel, as the WAI pattern has it: the shopper stops the motion before reaching anything else.
        <button
          type="button"
          className="vitrine-carousel__rotation"
          aria-label={paused ? t('Play the carousel') : t('Pause the carousel')}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? '▶' : '❚❚'}
        </button>
      )}
      <div
        ref={container}
        className={sliding ? 'keen-slider vitrine-carousel__track' : 'vitrine-carousel__track'}
        // The WAI pattern: slides moving by themselves are not read out; once still, a change is.
        aria-live={autoplay ? (playing ? 'off' : 'polite') : undefined}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            className="keen-slider__slide vitrine-carousel__slide"
            role="group"
            aria-roledescription={t('slide')}
            aria-label={labels.slide(i + 1, count)}
            style={sliding ? undefined : { flex: `0 0 calc((100% - ${spacing * (count - 1)}px) / ${count})` }}
            onFocus={(event) => {
              // A keyboard user tabbing into a slide out of view: bring it in. Focus from a pointer press is left
              // alone: moving anything under the pointer between press and release would lose the click.
              const byKeyboard = event.target instanceof Element && event.target.matches(':focus-visible');
              if (!sliding || !byKeyboard) return;
              if (i < index || i >= index + perView) moveTo(i);
              // Browsers without `overflow: clip` (see vitrine.css) scroll the track to the focused slide: undo it.
              if (container.current?.scrollLeft) container.current.scrollLeft = 0;
            }}
          >
            {slide}
          </div>
        ))}
      </div>
      {sliding && (
        <div className="vitrine-carousel__controls">
          <button
            type="button"
            className="vitrine-carousel__prev"
            aria-label={labels.previous}
            aria-disabled={atStart}
            onClick={() => !atStart && moveAsked(moveBy(index, -1, perScroll, maxIndex))}
          >
            ‹
          </button>
          <div className="vitrine-carousel__dots">
            {thumbnails
              ? thumbnails.map((thumbnail, i) => (
                  <button
                    key={i}
                    type="button"
                    className="vitrine-carousel__thumbnail"
                    aria-label={t('Go to slide {n}', { n: i + 1 })}
                    aria-current={i === index || undefined}
                    onClick={() => moveTo(i)}
                  >
                    {thumbnail}
                  </button>
                ))
              : starts.map((start, i) => (
                  <button
                    key={start}
                    type="button"
                    className="vitrine-carousel__dot"
                    aria-label={t('Go to slide {n}', { n: start + 1 })}
                    aria-current={i === page || undefined}
                    onClick={() => moveAsked(start)}
                  />
                ))}
          </div>
          <button
            type="button"
            className="vitrine-carousel__next"
            aria-label={labels.next}
            aria-disabled={atEnd}
            onClick={() => !atEnd && moveAsked(moveBy(index, 1, perScroll, maxIndex))}
          >
            ›
          </button>
        </div>
      )}
    </div>
  );
}
