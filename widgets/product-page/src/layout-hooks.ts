import { useLayoutEffect, useState, type RefObject } from 'react';

/** The element's rendered width, followed as the layout changes (0 until measured). */
export function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Smooth height (§9.4): the carousel's track takes the height of the slide in view, so a shorter image does not
 * leave a gap; the change is animated by CSS over the slide duration. Set before the first paint, so a gallery
 * mounting over the server's markup keeps its height exactly.
 */
export function useSmoothHeight(root: RefObject<HTMLElement | null>, index: number): void {
  useLayoutEffect(() => {
    const track = root.current?.querySelector<HTMLElement>('.vitrine-carousel__track');
    const slide = track?.children[index];
    if (!track || !(slide instanceof HTMLElement)) return;
    const fit = () => {
      track.style.height = `${slide.offsetHeight}px`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(slide);
    return () => observer.disconnect();
  }, [root, index]);
}
