import type { KeenSliderInstance } from 'keen-slider';
import { Children, useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { t } from '@vitrine/core';
import { currentPage, lastIndex, moveBy, pageStarts } from './carousel-pages.ts';
import { motionMs } from './motion.ts';

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
}

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

  const moveTo = (target: number) => {
    const clamped = Math.min(maxIndex, Math.max(0, target));
    // The slide asked for is the current one from the press on, not once the animation passes it: a lightbox opened
    // right after a thumbnail showed the slide before it.
    setIndex(clamped);
    changed.current?.(clamped);
    slider.current?.moveToIdx(clamped);
  };
  useImperativeHandle(ref, () => ({ moveTo }));

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
    >
      <div ref={container} className={sliding ? 'keen-slider vitrine-carousel__track' : 'vitrine-carousel__track'}>
        {slides.map((slide, i) => (
          <div
            key={i}
            className="keen-slider__slide vitrine-carousel__slide"
            role="group"
            aria-roledescription={t('slide')}
            aria-label={t('{n} of {count}', { n: i + 1, count })}
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
            aria-label={t('Previous')}
            aria-disabled={atStart}
            onClick={() => !atStart && moveTo(moveBy(index, -1, perScroll, maxIndex))}
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
                    onClick={() => moveTo(start)}
                  />
                ))}
          </div>
          <button
            type="button"
            className="vitrine-carousel__next"
            aria-label={t('Next')}
            aria-disabled={atEnd}
            onClick={() => !atEnd && moveTo(moveBy(index, 1, perScroll, maxIndex))}
          >
            ›
          </button>
        </div>
      )}
    </div>
  );
}
