/**
 * Resolves once `element` comes within `margin` of the viewport, or something in `focusRoot` gets focus (a
 * keyboard user tabbing through the form before scrolling). Payment scripts wait for it: a page whose wallet button
 * is never near the screen never downloads them. Where IntersectionObserver is missing it resolves at once.
 */
export function whenNear(element: Element, focusRoot: Element = element, margin = '300px'): { ready: Promise<void>; cancel(): void } {
  let cancel = () => {};
  const ready = new Promise<void>((resolve) => {
    if (typeof IntersectionObserver !== 'function') {
      resolve();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: margin },
    );
    const onFocus = () => done();
    function done() {
      cancel();
      resolve();
    }
    cancel = () => {
      observer.disconnect();
      focusRoot.removeEventListener('focusin', onFocus);
    };
    observer.observe(element);
    focusRoot.addEventListener('focusin', onFocus);
  });
  return { ready, cancel: () => cancel() };
}
