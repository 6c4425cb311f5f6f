import { scrollTarget, swing } from './notices-model.ts';

// The shopper's own scrolling wins over ours.
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls the window until `el` sits `offset` px below the top, over `duration` ms, or at once when the shopper
 * prefers reduced motion. Each step is an instant jump, so a theme's `scroll-behavior: smooth` cannot fight it.
 * Returns a function that stops the animation.
 */
export function scrollToElement(el: Element, offset: number, duration: number): () => void {
  const to = scrollTarget(el.getBoundingClientRect().top, window.scrollY, offset);
  if (duration <= 0 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo({ top: to, behavior: 'instant' });
    return () => {};
  }
  const from = window.scrollY;
  const start = performance.now();
  let frame = 0;
  const stop = (): void => {
    cancelAnimationFrame(frame);
    for (const type of USER_INPUT) window.removeEventListener(type, stop);
  };
  const step = (now: number): void => {
    const progress = Math.min(1, (now - start) / duration);
    window.scrollTo({ top: from + (to - from) * swing(progress), behavior: 'instant' });
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}
