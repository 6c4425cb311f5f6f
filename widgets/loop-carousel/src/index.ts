import { defineWidget } from '@vitrine/core';
import { preloadCarousel } from '@vitrine/ui';
import { LoopCarousel, type LoopCarouselProps } from './LoopCarousel.tsx';

// keen-slider comes with this chunk rather than after the first render: the cards take their places at once.
void preloadCarousel();

defineWidget<LoopCarouselProps>('fk-loop-carousel', LoopCarousel, {
  mode: 'render',
  attributes: {
    label: 'string',
    slidesToShow: 'number',
    slidesToShowTablet: 'number',
    slidesToShowMobile: 'number',
    slidesToScroll: 'number',
    spaceBetween: 'number',
    autoplay: 'string',
  },
});
