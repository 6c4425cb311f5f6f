import { clip } from './cookie-jar.ts';
import { hostOf, isSameSite, queryOf, stripWww } from './url-parts.ts';

/** sourcebuster's classification of one page view (REFERENCES.md "Sourcebuster"). */
export type TrafficType = 'utm' | 'organic' | 'referral' | 'typein';

export interface Attribution {
  type: TrafficType;
  source: string;
  medium: string;
  campaign: string;
  content: string;
  term: string;
  id: string;
  platform: string;
  format: string;
  tactic: string;
}

export const NONE = '(none)';

export interface PageView {
  /** location.href */
  url: string;
  /** document.referrer, '' when none */
  referrer: string;
  /** a live sbjs_session cookie (less than 30 minutes since the last page) */
  hasSession: boolean;
  /** sbjs_first or sbjs_current present */
  hasAttribution: boolean;
}

/** The campaign parameters sourcebuster knows (the utm_* set of GA4, plus the two ad click ids). */
export const UTM_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'utm_id',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
] as const;

interface SearchEngine {
  /** the host or any subdomain of it */
  host: string;
  /** the query parameter that must be present */
  param: string;
  /** the source recorded */
  name: string;
}

/**
 * sourcebuster's built-in engines, in its order. Google (`google.<tld>`, no query needed, since Google sends none)
 * and Yandex (`text`) are tested before these. Engines that never send a query (DuckDuckGo, Ecosia, Qwant) land in
 * referral, as they do with the original.
 */
export const SEARCH_ENGINES: readonly SearchEngine[] = [
  { host: 'bing.com', param: 'q', name: 'bing' },
  { host: 'yahoo.com', param: 'p', name: 'yahoo' },
  { host: 'about.com', param: 'q', name: 'about' },
  { host: 'aol.com', param: 'q', name: 'aol' },
  { host: 'ask.com', param: 'q', name: 'ask' },
  { host: 'globososo.com', param: 'q', name: 'globo' },
  { host: 'go.mail.ru', param: 'q', name: 'go.mail.ru' },
  { host: 'rambler.ru', param: 'query', name: 'rambler' },
  { host: 'tut.by', param: 'query', name: 'tut.by' },
];

const GOOGLE = /^(?:www\.)?google(?:\.[a-z]{2,3}){1,2}$/;
const YANDEX = /^(?:.*\.)?yandex(?:\.[a-z]{2,3}){1,2}$/;
// sourcebuster's referral aliases: Twitter's link shortener is reported as twitter.com.
// A Map, so a referrer host named `constructor` reads nothing from Object.prototype.
const REFERRAL_ALIASES: ReadonlyMap<string, string> = new Map([
  ['t.co', 'twitter.com'],
  ['plus.url.google.com', 'plus.google.com'],
]);

// Budgets (encoded characters) that keep sbjs_current under the browser's 4 KB cookie limit.
const VALUE_MAX = 150;
const PATH_MAX = 300;

interface Referrer {
  host: string;
  path: string;
  query: URLSearchParams;
}

function parseReferrer(referrer: string): Referrer | null {
  try {
    const url = new URL(referrer);
    const host = url.hostname.toLowerCase();
    return host === '' ? null : { host, path: url.pathname, query: url.searchParams };
  } catch {
    return null;
  }
}

function blank(type: TrafficType, source: string, medium: string): Attribution {
  return { type, source, medium, campaign: NONE, content: NONE, term: NONE, id: NONE, platform: NONE, format: NONE, tactic: NONE };
}

function searchEngine(ref: Referrer): string | null {
  if (YANDEX.test(ref.host) && ref.query.has('text')) return 'yandex';
  if (GOOGLE.test(ref.host)) return 'google';
  const hit = SEARCH_ENGINES.find((e) => (ref.host === e.host || ref.host.endsWith(`.${e.host}`)) && ref.query.has(e.param));
  return hit ? hit.name : null;
}

function fromCampaign(param: (name: string) => string | undefined, ref: Referrer | null): Attribution {
  // A click id without utm_source still says where the click came from.
  const engine = param('gclid') ? 'google' : param('yclid') ? 'yandex' : undefined;
  const yandexText = ref && YANDEX.test(ref.host) ? ref.query.get('text') || undefined : undefined;
  return {
    type: 'utm',
    source: param('utm_source') ?? engine ?? NONE,
    medium: param('utm_medium') ?? (engine ? 'cpc' : NONE),
    campaign: param('utm_campaign') ?? (engine ? `${engine}_cpc` : NONE),
    content: param('utm_content') ?? NONE,
    term: param('utm_term') ?? (yandexText ? clip(yandexText, VALUE_MAX) : NONE),
    id: param('utm_id') ?? NONE,
    platform: param('utm_source_platform') ?? NONE,
    format: param('utm_creative_format') ?? NONE,
    tactic: param('utm_marketing_tactic') ?? NONE,
  };
}

/**
 * First match wins: utm → organic → referral (only when no session is live) → typein (only when nothing was recorded
 * before) → null, meaning keep the current attribution (internal navigation never overwrites it).
 * Query values are decoded; a parameter with an empty value counts as absent. Never throws.
 */
export function classify(view: PageView): Attribution | null {
  const query = queryOf(view.url);
  const param = (name: string): string | undefined => {
    const value = query.get(name);
    return value ? clip(value, VALUE_MAX) : undefined;
  };
  const ref = parseReferrer(view.referrer);

  if (UTM_PARAMS.some((p) => param(p)) || param('gclid') || param('yclid')) return fromCampaign(param, ref);

  const external = ref && !isSameSite(ref.host, hostOf(view.url)) ? ref : null;
  if (external) {
    const engine = searchEngine(external);
    if (engine) return blank('organic', engine, 'organic');
    if (!view.hasSession) {
      const source = REFERRAL_ALIASES.get(external.host) ?? stripWww(external.host);
      return { ...blank('referral', source, 'referral'), content: clip(external.path, PATH_MAX) || NONE };
    }
  }
  if (!view.hasAttribution) return blank('typein', '(direct)', NONE);
  return null;
}
