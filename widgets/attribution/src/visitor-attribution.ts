import { type BudgetedCookie, VALUE_MAX } from './cookie-budget.ts';
import { type CookieJar, type CookieWrite, clip, decodeCookieValue, encodeCookieValue, readRaw } from './cookie-jar.ts';
import { hostOf, isSameSite, parentDomain, pathOf, queryOf } from './url-parts.ts';
import { formatDateTime } from './time.ts';

/** FunnelKit's funnel tracker cookies (spec §3.7, §5.10, §9.3; REFERENCES.md "FunnelKit funnel tracker"). */
export const WFFN_PREFIX = 'wffn_';
export const VISITOR_COOKIE_DAYS = 2;
export const EXCLUDED_REFERRER_DOMAINS = ['paypal.com', 'klarna.com', 'quickpay.net'] as const;

export interface VisitorInput {
  url: string;
  referrer: string;
  /** raw cookie values as document.cookie shows them */
  cookies: CookieJar;
  now: Date;
  /** the site's (WordPress admin's) offset from UTC, in minutes */
  utcOffsetMinutes: number;
  userAgent: string;
  /** the visitor's IANA zone, Intl.DateTimeFormat().resolvedOptions().timeZone */
  timeZone: string;
}

/**
 * The referrer the tracker records: an absolute URL from another site that is not a payment service, else ''.
 * Fixes two original slips: it called any referrer whose text merely contained our hostname "the site itself"
 * (a search for the shop's name), and `endsWith('paypal.com')` also excluded notpaypal.com. Here the site means
 * its host and subdomains, and an excluded domain means that domain or a subdomain of it.
 */
export function externalReferrer(referrer: string, url: string): string {
  const host = hostOf(referrer);
  if (host === '' || isSameSite(host, hostOf(url))) return '';
  if (EXCLUDED_REFERRER_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`))) return '';
  return referrer;
}

/**
 * The external referrer, else the one kept from earlier, else 'direct'. The original also ignored the payment
 * domains only for `referrer`, so coming back from PayPal made PayPal the traffic source; §5.10 ignores them here too.
 */
export function trafficSource(referrer: string, url: string, cookies: CookieJar): string {
  return externalReferrer(referrer, url) || decodeCookieValue(readRaw(cookies, `${WFFN_PREFIX}traffic_source`)) || 'direct';
}

const MOBILE = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|FBAN|FBAV/i;

/** The tracker's test, Facebook's in-app browser included. */
export function isMobile(userAgent: string): boolean {
  return MOBILE.test(userAgent);
}

// The tracker's list, in its order: Chrome before Safari because Chrome's agent also says Safari.
const BROWSERS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Chrome', /Chrome/i],
  ['Firefox', /Firefox/i],
  ['Safari', /Safari/i],
  ['Internet Explorer', /MSIE/i],
  ['Opera', /Opera/i],
  ['BlackBerry', /CLDC/i],
  ['Mozilla', /Mozilla/i],
];

export function browserName(userAgent: string): string {
  return BROWSERS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'unknown';
}

type VisitorKey = BudgetedCookie extends infer N ? (N extends `wffn_${infer K}` ? K : never) : never;

/**
 * The wffn_* cookies to write for this page view, 2 days on the parent domain, path /.
 * First-touch, written only while unset: flt (first landing time in site time), fl_url (first landing path),
 * referrer (the first external one). Last-touch, rewritten on every view so their 2 days slide: timezone,
 * is_mobile, browser, traffic_source; fbclid and gclid whenever the URL carries them.
 * traffic_source is not written while it would be 'direct' (the original removes it then).
 */
export function visitorCookies(input: VisitorInput): CookieWrite[] {
  const { url, cookies, now } = input;
  const expires = new Date(now.getTime() + VISITOR_COOKIE_DAYS * 86_400_000);
  const domain = parentDomain(hostOf(url));
  const writes: CookieWrite[] = [];
  // Every value is clipped to its share of the attribution cookies' budget (cookie-budget.ts).
  const set = (key: VisitorKey, value: string): void => {
    const name = `${WFFN_PREFIX}${key}` as const;
    writes.push({ name, value: encodeCookieValue(clip(value, VALUE_MAX[name])), expires, path: '/', ...(domain ? { domain } : {}) });
  };
  const unset = (key: VisitorKey): boolean => readRaw(cookies, WFFN_PREFIX + key) === '';
  const referrer = externalReferrer(input.referrer, url);
  const query = queryOf(url);

  if (unset('flt')) set('flt', formatDateTime(now, input.utcOffsetMinutes));
  if (input.timeZone) set('timezone', input.timeZone);
  set('is_mobile', String(isMobile(input.userAgent)));
  set('browser', browserName(input.userAgent));
  for (const id of ['fbclid', 'gclid'] as const) {
    const value = query.get(id);
    if (value) set(id, value);
  }
  if (referrer && unset('referrer')) set('referrer', referrer);
  if (unset('fl_url')) set('fl_url', pathOf(url) || '/');
  const source = trafficSource(input.referrer, url, cookies);
  if (source !== 'direct') set('traffic_source', source);
  return writes;
}
