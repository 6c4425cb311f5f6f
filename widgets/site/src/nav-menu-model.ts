/** Rules of the site menu (spec §2.12, §4.6): which link is the current page, where arrow keys move focus. */

// Campaign and click-id parameters say how the shopper arrived, not which page this is.
const TRACKING_PARAM = /^(?:utm_[a-z_]+|gclid|fbclid|yclid|msclkid)$/;

function pageKey(url: URL): string {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const params = Array.from(url.searchParams)
    .filter(([name]) => !TRACKING_PARAM.test(name))
    .map(([name, value]) => `${name}=${value}`)
    .sort();
  return `${url.origin}${path}?${params.join('&')}`;
}

/**
 * True when a menu link points at the page being shown: same origin, same path (a trailing slash aside), same
 * query once campaign parameters are set aside (`/?page_id=7` is the cart, not the home page). Never throws.
 */
export function isCurrentPage(href: string, pageUrl: string): boolean {
  try {
    return pageKey(new URL(href, pageUrl)) === pageKey(new URL(pageUrl));
  } catch {
    return false;
  }
}

/**
 * The ARIA disclosure menu's arrow keys: the index to focus among `count` items of one level, or null for a key the
 * menu does not handle. Up/Left and Down/Right stop at the ends (no wrap, as the APG example); Home/End jump.
 */
export function focusMove(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return Math.min(current + 1, count - 1);
    case 'ArrowUp':
    case 'ArrowLeft':
      return Math.max(current - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
