import { afterNextPaint } from '@vitrine/core';
import { makeInert, outside } from './inert.ts';
import { lockScroll } from './scroll-lock.ts';

/**
 * Holds the page behind a modal dialog (`root`: its outermost element): not scrollable and inert, from the frame after
 * the dialog's first paint. Both restyle the whole page and the lock reads layout: done in the task that opened the
 * dialog, they delayed that paint (the side cart's drawer, on a phone). What becomes inert is the page as it was when
 * the dialog opened, so a dialog opened over this one in the meantime is not made inert by it. The returned function
 * lets the page go; a dialog closed before its paint never touched it.
 */
export function holdPageBehind(root: Element): () => void {
  const page = outside(root);
  let release: (() => void) | undefined;
  const cancel = afterNextPaint(() => {
    // The lock first: it reads layout, which at the start of a frame is still clean; `inert` then restyles.
    const unlock = lockScroll();
    const revive = makeInert(page);
    release = () => {
      revive();
      unlock();
    };
  });
  return () => {
    cancel();
    release?.();
  };
}
