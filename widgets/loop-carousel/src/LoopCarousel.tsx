import { type CSSProperties, useMemo } from 'react';
import { deviceFor, MOBILE_MAX_WIDTH, ServerMarkup, t, TABLET_MAX_WIDTH, type WidgetProps } from '@vitrine/core';
import { Carousel, useMediaQuery } from '@vitrine/ui';
import { autoplayMs, gapPx, perScrollFor, perViewFor } from './model.ts';
import { readSlides } from './slides-markup.ts';
import './french.ts';

/**
 * `fk-loop-carousel`: the server's list of product or post cards (spec §2.3) shown as packages/ui's carousel, with
 * Elementor Pro's « Loop Carousel » settings as attributes. Each card keeps its markup, so its own buttons (an add to
 * cart handled by an `fk-add-to-cart` around the carousel, a link) work in the slide as they did in the list.
 */

export interface LoopCarouselProps extends WidgetProps {
  label?: string;
  slidesToShow?: number;
  slidesToShowTablet?: number;
  slidesToShowMobile?: number;
  slidesToScroll?: number;
  spaceBetween?: number;
  autoplay?: string;
}

function useDevice() {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
  const tablet = useMediaQuery(`(max-width: ${TABLET_MAX_WIDTH}px)`);
  return deviceFor(mobile ? MOBILE_MAX_WIDTH : tablet ? TABLET_MAX_WIDTH : TABLET_MAX_WIDTH + 1);
}

export function LoopCarousel({
  serverMarkup,
  label,
  slidesToShow,
  slidesToShowTablet,
  slidesToShowMobile,
  slidesToScroll,
  spaceBetween,
  autoplay,
}: LoopCarouselProps) {
  const slides = useMemo(() => (serverMarkup ? readSlides(serverMarkup) : null), [serverMarkup]);
  const asPrinted = useMemo(() => (serverMarkup ? [serverMarkup] : []), [serverMarkup]);
  const device = useDevice();
  if (!slides) return <ServerMarkup markup={asPrinted} />;
  const perView = perViewFor(device, { desktop: slidesToShow, tablet: slidesToShowTablet, mobile: slidesToShowMobile });
  const gap = gapPx(spaceBetween);
  return (
    <div className="fk-loop-carousel" style={{ '--fk-per-view': perView, '--fk-gap': `${gap}px` } as CSSProperties}>
      <Carousel
        label={label?.trim() || t('Products')}
        perView={perView}
        perScroll={perScrollFor(slidesToScroll, perView)}
        spacing={gap}
        autoplayMs={autoplayMs(autoplay)}
        announceMoves
        labels={{
          previous: t('Previous slide'),
          next: t('Next slide'),
          slide: (n, count) => t('Slide {n} of {count}', { n, count }),
        }}
      >
        {slides.map((slide, i) => (
          <ServerMarkup key={i} className={slide.className || 'fk-loop-carousel__card'} markup={slide.content} />
        ))}
      </Carousel>
    </div>
  );
}
