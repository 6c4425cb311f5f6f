export { Drawer, type DrawerProps } from './Drawer.tsx';
export { useModal, useOverlay, type ModalOptions, type OverlayOptions, type OverlayPhase } from './overlay.ts';
export { focusableElements, trapFocus, useFocusTrap, type FocusTrapOptions } from './focus-trap.ts';
export { inertOutside } from './inert.ts';
export { lockScroll } from './scroll-lock.ts';
export { motionMs } from './motion.ts';
export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper.tsx';
export { Carousel, preloadCarousel, type CarouselHandle, type CarouselProps } from './Carousel.tsx';
export { Spinner } from './Spinner.tsx';
export { VariationPicker, type PickerAttribute, type PickerOption, type VariationPickerProps } from './VariationPicker.tsx';
export { useMediaQuery } from './use-media-query.ts';
export { Portal } from './Portal.tsx';
// The lightbox is its own entry (`@vitrine/ui/lightbox`): a chunk shared by the pages that open it, not carried by
// every widget that uses the drawer or the carousel.
export type { LightboxSlide } from './lightbox-model.ts';
