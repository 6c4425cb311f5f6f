/**
 * Carousel arithmetic, without the slider: which slide each page (dot) starts on, which page is current, where
 * prev/next go. No loop (spec §9.4): moves stop at the first and last position.
 */

/** The last slide index the track can start at: once the remaining slides fit in view, it stops. */
export function lastIndex(count: number, perView: number): number {
  return Math.max(0, Math.ceil(count - perView));
}

/** The first slide of each page: every `perScroll` slides, and the last position always has its own page. */
export function pageStarts(maxIndex: number, perScroll: number): number[] {
  const step = Math.max(1, Math.floor(perScroll));
  const starts: number[] = [];
  for (let i = 0; i < maxIndex; i += step) starts.push(i);
  starts.push(maxIndex);
  return starts;
}

/** The page showing `index`: the last page starting at or before it. */
export function currentPage(index: number, starts: readonly number[]): number {
  let page = 0;
  starts.forEach((start, i) => {
    if (start <= index) page = i;
  });
  return page;
}

/** Where prev (-1) or next (+1) goes from `index`, clamped to [0, maxIndex]. */
export function moveBy(index: number, direction: 1 | -1, perScroll: number, maxIndex: number): number {
  return Math.min(maxIndex, Math.max(0, index + direction * Math.max(1, Math.floor(perScroll))));
}

/** Where autoplay goes next: on by `perScroll`, and back to the first slide once the last position is shown. */
export function nextAutoplayIndex(index: number, perScroll: number, maxIndex: number): number {
  return index >= maxIndex ? 0 : moveBy(index, 1, perScroll, maxIndex);
}
