/**
 * The express button's size (spec §9.2). Below or above add-to-cart it spans the form; inline it sits beside the
 * add-to-cart button and copies its size, within limits that keep a wallet button recognisable and tappable.
 */
export type ButtonPlacement = 'below' | 'above' | 'inline';

export interface ButtonSizeInput {
  placement: ButtonPlacement;
  /** The configured button length (spec §9.2: 8). */
  length: number;
  /** The configured height for below/above. */
  height: number;
  /** The add-to-cart button's measured box, when there is one. */
  addToCart?: { width: number; height: number } | null;
}

export interface ButtonSize {
  width?: number;
  minWidth?: number;
  height: number;
}

/** An inline button narrower than this is too small to show a wallet's mark… */
export const INLINE_MIN_WIDTH = 120;
/** …so it gets this width instead. */
export const INLINE_FALLBACK_WIDTH = 150;
export const INLINE_MIN_HEIGHT = 35;
export const INLINE_MAX_HEIGHT = 60;
/** Lengths above this are long buttons ("Buy with …"): they keep a minimum width so their label never wraps. */
export const LONG_BUTTON_LENGTH = 10;
export const LONG_BUTTON_MIN_WIDTH = 200;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function buttonSize(input: ButtonSizeInput): ButtonSize {
  const size: ButtonSize = { height: input.height };
  if (input.placement === 'inline' && input.addToCart) {
    const { width, height } = input.addToCart;
    size.width = Number.isFinite(width) && width >= INLINE_MIN_WIDTH ? width : INLINE_FALLBACK_WIDTH;
    size.height = clamp(Number.isFinite(height) && height > 0 ? height : input.height, INLINE_MIN_HEIGHT, INLINE_MAX_HEIGHT);
  }
  if (input.length > LONG_BUTTON_LENGTH) size.minWidth = LONG_BUTTON_MIN_WIDTH;
  return size;
}
