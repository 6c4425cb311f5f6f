import { COMING_SOON_DISMISS_ROUTE } from '@vitrine/contract';

/** WooCommerce's store notice cookie: `store_notice` + the notice id (spec §4.3), value 'hidden', path '/'. */
export const STORE_NOTICE_HIDDEN = 'hidden';

export function storeNoticeCookie(noticeId: string): string {
  return `store_notice${noticeId}`;
}

/**
 * The banner prints its REST URL (`{rest}wp/v2/users/{id}`, spec §7.2); transport sends REST calls to the
 * configured base plus a route. A URL under that base on this origin gives its route; anything else (another
 * host, an unexpected shape) falls back to `users/me`, the same user, so a page can never aim the nonce elsewhere.
 */
export function restRoute(restUrl: string, restBase: string, pageUrl: string): string {
  try {
    const url = new URL(restUrl, pageUrl).href;
    const base = new URL(restBase, pageUrl).href;
    if (restUrl.trim() !== '' && url.startsWith(base) && url.length > base.length) return url.slice(base.length);
  } catch {
    // An unparsable URL falls back below.
  }
  return COMING_SOON_DISMISS_ROUTE;
}
