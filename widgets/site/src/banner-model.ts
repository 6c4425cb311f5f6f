import { COMING_SOON_DISMISS_ROUTE } from '@vitrine/contract';

/** WooCommerce's store notice cookie: `store_notice` + the notice id (spec §4.3), value 'hidden', path '/'. */
export const STORE_NOTICE_HIDDEN = 'hidden';

export function storeNoticeCookie(noticeId: string): string {
  return `store_notice${noticeId}`;
}

/** The one route the banner may call (spec §7.2): a user's meta, the current user or a numeric id, nothing after. */
const USER_META_ROUTE = /^wp\/v2\/users\/(?:me|[1-9]\d{0,18})$/;

/**
 * The banner prints its REST URL (`{rest}wp/v2/users/{id}`, spec §7.2); transport sends REST calls to the
 * configured base plus a route. A URL under that base on this origin whose route is a user's meta route gives that
 * route; anything else (another host, another REST route, a query string such as `?_method=DELETE`) falls back to
 * `users/me`, the same user, so markup on the page can never aim the administrator's nonce elsewhere.
 */
export function restRoute(restUrl: string, restBase: string, pageUrl: string): string {
  try {
    const url = new URL(restUrl, pageUrl).href;
    const base = new URL(restBase, pageUrl).href;
    const route = url.slice(base.length);
    if (restUrl.trim() !== '' && url.startsWith(base) && USER_META_ROUTE.test(route)) return route;
  } catch {
    // An unparsable URL falls back below.
  }
  return COMING_SOON_DISMISS_ROUTE;
}
