/**
 * The lightbox's rules, apart from its view (Lightbox.tsx): what a slide is, where a step lands, how far a zoomed
 * image may be dragged, and when a drag is a swipe.
 */

/** One slide: an image, a framed player of a known video host, or a plain <video>. Captions are text. */
export type LightboxSlide =
  | { kind: 'image'; src: string; title: string; alt?: string; width?: number; height?: number }
  | { kind: 'embed'; src: string; title: string }
  | { kind: 'video'; src: string; title: string; autoPlay: boolean; muted: boolean; loop: boolean; poster: string | undefined };

/** §9.4: focus moves to the first control 100 ms after a modal other than a popup opens (on the dialog until then). */
export const FOCUS_DELAY_MS = 100;

/** How much the zoom enlarges an image (§9.4: zoom on). */
export const ZOOM_SCALE = 2;

/** A drag shorter than this (CSS px) is a click, not a swipe. */
export const SWIPE_PX = 48;

/** The slide a step lands on: the first and last stay put (no loop, as the gallery's own slideshow). */
export function slideAt(to: number, count: number): number {
  return Math.min(Math.max(0, count - 1), Math.max(0, Math.round(to)));
}

/** -1 (previous), 1 (next) or 0: a mostly horizontal drag of at least SWIPE_PX. A drag to the left shows the next. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * The offset a zoomed image may be dragged to: never so far that its edge comes inside the box it is shown in, so
 * the shopper cannot lose it off screen. `size` is the image's unzoomed box.
 */
export function clampPan(offset: { x: number; y: number }, size: { width: number; height: number }, scale = ZOOM_SCALE) {
  const limit = (length: number) => Math.max(0, (length * (scale - 1)) / 2);
  const clamp = (value: number, max: number) => Math.min(max, Math.max(-max, value)) || 0;
  return { x: clamp(offset.x, limit(size.width)), y: clamp(offset.y, limit(size.height)) };
}
