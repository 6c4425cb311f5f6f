/**
 * The roving focus of a composite widget (WAI-ARIA APG: tabs, menus): the index a key moves to from `current`
 * among `count` items, or null for a key the widget does not handle (the browser keeps it).
 * - `wrap`: past the last item comes the first (tabs); without it the ends stop (the disclosure menu).
 * - `arrows`: which arrows move: `horizontal` (Left/Right, a tab list) or `both` (a menu level, either layout).
 * Home and End always jump to the ends.
 */
export interface RovingOptions {
  wrap: boolean;
  arrows: 'horizontal' | 'both';
}

export function rovingIndex(key: string, current: number, count: number, { wrap, arrows }: RovingOptions): number | null {
  if (count <= 0) return null;
  const step = (by: number): number => (wrap ? (current + by + count) % count : Math.min(Math.max(current + by, 0), count - 1));
  switch (key) {
    case 'ArrowRight':
      return step(1);
    case 'ArrowLeft':
      return step(-1);
    case 'ArrowDown':
      return arrows === 'both' ? step(1) : null;
    case 'ArrowUp':
      return arrows === 'both' ? step(-1) : null;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
