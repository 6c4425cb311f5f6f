export { Drawer, type DrawerProps } from './Drawer.tsx';
export { useModal, useOverlay, type ModalOptions, type OverlayOptions, type OverlayPhase } from './overlay.ts';
export { focusableElements, trapFocus, useFocusTrap, type FocusTrapOptions } from './focus-trap.ts';
export { inertOutside } from './inert.ts';
export { lockScroll } from './scroll-lock.ts';
export { motionMs } from './motion.ts';
export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper.tsx';
export { Carousel, preloadCarousel, type CarouselHandle, type CarouselProps } from './Carousel.tsx';
export { Spinner } from './Spinner.tsx';
export { useMediaQuery } from './use-media-query.ts';
export { Portal } from './Portal.tsx';
// The variation picker is its own entry (`@vitrine/ui/variation-picker`): esbuild splits chunks by file, not by
// what each widget uses, so through this index the product form would carry the drawer and the carousel.
// The lightbox is its own entry (`@vitrine/ui/lightbox`): a chunk shared by the pages that open it, not carried by
// every widget that uses the drawer or the carousel.
export type { LightboxSlide } from './lightbox-model.ts';
