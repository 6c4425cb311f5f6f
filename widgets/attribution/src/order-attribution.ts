import { type Attribution, NONE, classify } from './classify.ts';
import { VALUE_MAX } from './cookie-budget.ts';
import { type CookieJar, type CookieWrite, readRaw } from './cookie-jar.ts';
import { hostOf, isLocalHost, stripWww } from './url-parts.ts';
import { decodeSbjs, encodeSbjsWithin, field } from './sbjs-codec.ts';
import { formatDateTime } from './time.ts';

/** Spec §9.3: lifetime 0.00001 months, session 30 minutes (WooCommerce's defaults). */
export const LIFETIME_MONTHS = 0.00001;
export const SESSION_MINUTES = 30;

/**
 * sourcebuster turns the lifetime into whole minutes with parseInt(months × 30 × 24 × 60):
 * 0.00001 × 43 200 = 0.432 → 0. Zero minutes means "no expires attribute", i.e. a cookie that ends with the
 * browser session; WooCommerce chose 0.00001 for exactly that. Only sbjs_session carries an expiry.
 */
export const LIFETIME_MINUTES = Math.trunc(LIFETIME_MONTHS * 30 * 24 * 60);

export const SBJS = {
  current: 'sbjs_current',
  currentAdd: 'sbjs_current_add',
  first: 'sbjs_first',
  firstAdd: 'sbjs_first_add',
  session: 'sbjs_session',
  udata: 'sbjs_udata',
} as const;

// sourcebuster's short keys, in its order.
const MAIN_KEYS: ReadonlyArray<readonly [keyof Attribution, string]> = [
  ['type', 'typ'],
  ['source', 'src'],
  ['medium', 'mdm'],
  ['campaign', 'cmp'],
  ['content', 'cnt'],
  ['term', 'trm'],
  ['id', 'id'],
  ['platform', 'plt'],
  ['format', 'fmt'],
  ['tactic', 'tct'],
];

export interface OrderAttributionInput {
  url: string;
  referrer: string;
  /** raw cookie values as document.cookie shows them */
  cookies: CookieJar;
  now: Date;
  userAgent: string;
}

/** sourcebuster's domain: the page host without `www.`, so subdomains share the cookies. */
function cookieDomain(url: string): string | undefined {
  const host = stripWww(hostOf(url));
  return isLocalHost(host) ? undefined : `.${host}`;
}

// A positive count from a cookie, else 1 (sourcebuster's `parseInt(x) || 1`, minus negatives and overflow).
function count(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}

/**
 * The sbjs_* cookies to write for this page view: sourcebuster's `setData`, as data.
 * - current: the new classification, or the kept one (re-encoded, so a legacy or tampered value comes out clean);
 * - current_add / first_add: first date (UTC), entry URL and referrer, written when a classification fires;
 *   first_add and first only once;
 * - udata: visits (+1 when a new session starts) and user agent;
 * - session: pages in this session and the current page, sliding 30 minutes.
 */
export function orderAttributionCookies(input: OrderAttributionInput): CookieWrite[] {
  const { url, referrer, cookies, now } = input;
  const has = (name: string): boolean => readRaw(cookies, name) !== '';
  const hasSession = has(SBJS.session);
  const attribution = classify({ url, referrer, hasSession, hasAttribution: has(SBJS.first) || has(SBJS.current) });

  const domain = cookieDomain(url);
  const lifetime: Date | 'session' = LIFETIME_MINUTES ? new Date(now.getTime() + LIFETIME_MINUTES * 60_000) : 'session';
  const writes: CookieWrite[] = [];
  // Every record is clipped to its share of the attribution cookies' budget (cookie-budget.ts).
  const write = (name: keyof typeof VALUE_MAX & `sbjs_${string}`, fields: Record<string, string>, expires: Date | 'session' = lifetime): void => {
    writes.push({ name, value: encodeSbjsWithin(fields, VALUE_MAX[name]), expires, path: '/', ...(domain ? { domain } : {}) });
  };

  let current: Record<string, string>;
  if (attribution) {
    current = Object.fromEntries(MAIN_KEYS.map(([key, alias]) => [alias, attribution[key]]));
    const extra = { fd: formatDateTime(now), ep: url, rf: referrer || NONE };
    write(SBJS.currentAdd, extra);
    if (!has(SBJS.firstAdd)) write(SBJS.firstAdd, extra);
  } else {
    current = decodeSbjs(readRaw(cookies, SBJS.current) || readRaw(cookies, SBJS.first));
  }
  write(SBJS.current, current);
  if (!has(SBJS.first)) write(SBJS.first, current);

  const udata = decodeSbjs(readRaw(cookies, SBJS.udata));
  const visits = has(SBJS.udata) ? count(field(udata, 'vst')) + (hasSession ? 0 : 1) : 1;
  // uip stays '(none)': WooCommerce never passes sourcebuster an IP.
  write(SBJS.udata, { vst: String(visits), uip: NONE, uag: input.userAgent });

  const pages = hasSession ? count(field(decodeSbjs(readRaw(cookies, SBJS.session)), 'pgs')) + 1 : 1;
  const sessionEnd = new Date(now.getTime() + SESSION_MINUTES * 60_000);
  write(SBJS.session, { pgs: String(pages), cpg: url }, sessionEnd);
  return writes;
}

export const ORDER_ATTRIBUTION_PREFIX = 'wc_order_attribution_';

/**
 * WooCommerce 9.x's `wc_order_attribution.fields` map: input name → sourcebuster cookie and key. It holds 16 fields
 * (the spec's "15" counts one short; §3.8 itself lists 16). WooCommerce 8.5–8.x sent 13, without the last three
 * utm_* (platform, format, tactic); the server saves whatever is in its own list and ignores the rest.
 */
const FIELD_SOURCES = [
  ['source_type', SBJS.current, 'typ'],
  ['referrer', SBJS.currentAdd, 'rf'],
  ['utm_campaign', SBJS.current, 'cmp'],
  ['utm_source', SBJS.current, 'src'],
  ['utm_medium', SBJS.current, 'mdm'],
  ['utm_content', SBJS.current, 'cnt'],
  ['utm_id', SBJS.current, 'id'],
  ['utm_term', SBJS.current, 'trm'],
  ['utm_source_platform', SBJS.current, 'plt'],
  ['utm_creative_format', SBJS.current, 'fmt'],
  ['utm_marketing_tactic', SBJS.current, 'tct'],
  ['session_entry', SBJS.currentAdd, 'ep'],
  ['session_start_time', SBJS.currentAdd, 'fd'],
  ['session_pages', SBJS.session, 'pgs'],
  ['session_count', SBJS.udata, 'vst'],
  ['user_agent', SBJS.udata, 'uag'],
] as const;

export const ORDER_ATTRIBUTION_FIELDS: readonly string[] = FIELD_SOURCES.map(([name]) => name);

/**
 * The hidden inputs' values, keyed by full input name (`wc_order_attribution_source_type` …), read from the cookies
 * as they are after this page's writes. A missing or empty value is '(none)', which the server skips.
 */
export function orderAttributionFields(cookies: CookieJar): Record<string, string> {
  const decoded = new Map<string, Record<string, string>>();
  const read = (cookie: string, key: string): string => {
    let fields = decoded.get(cookie);
    if (!fields) decoded.set(cookie, (fields = decodeSbjs(readRaw(cookies, cookie))));
    return field(fields, key);
  };
  return Object.fromEntries(FIELD_SOURCES.map(([name, cookie, key]) => [ORDER_ATTRIBUTION_PREFIX + name, read(cookie, key) || NONE]));
}
