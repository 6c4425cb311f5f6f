/**
 * Stops the page behind a dialog from scrolling, iOS Safari included. `overflow: hidden` on the body is not
 * enough there (touch scrolling goes through), so the body is pinned with `position: fixed` at the current
 * offset and put back, at the same offset, when the last lock is released. The scrollbar's width is kept as
 * padding so the page does not shift sideways. Locks nest: a quick view over the drawer takes a second one.
 */

let holders = 0;
let saved: { cssText: string; scrollY: number } | null = null;

function pin(): void {
  const body = document.body;
  const scrollY = window.scrollY;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  saved = { cssText: body.style.cssText, scrollY };
  Object.assign(body.style, {
    position: 'fixed',
    top: `${-scrollY}px`,
    left: '0',
    right: '0',
    width: '100%',
    overflow: 'hidden',
    ...(scrollbar > 0 ? { paddingRight: `${scrollbar}px` } : {}),
  });
}

function unpin(): void {
  if (!saved) return;
  document.body.style.cssText = saved.cssText;
  window.scrollTo({ top: saved.scrollY, left: window.scrollX, behavior: 'instant' });
  saved = null;
}

/** Locks the page's scroll; the returned function releases this lock (calling it twice does nothing). */
export function lockScroll(): () => void {
  if (holders++ === 0) pin();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders === 0) unpin();
  };
}
