/** Rules of the site menu (spec §2.12, §4.6): which link is the current page, where arrow keys move focus. */

import { isTrackingParam } from '@vitrine/core';

function pageKey(url: URL): string {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const params = Array.from(url.searchParams)
    .filter(([name]) => !isTrackingParam(name))
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
