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
