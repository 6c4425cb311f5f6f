/**
 * The filter state of a listing in the URL query (§2.3, §5.9, §9.4), so a filtered listing can be shared,
 * reloaded, and restored by the back and forward buttons.
 *
 * Key: `e-filter-{widgetId}-{taxonomy}`. Value, as URLSearchParams hands it back (one layer of form decoding):
 *
 *   value    := included? ( '!' term )*
 *   included := term ( sep term )*       sep is '+' (AND) or '~' (OR), one kind per value
 *   term     := encodeTerm(slug)         only A–Z a–z 0–9 _ . - and %XX, so separators never occur inside a term
 *
 * How `!` (NOT) is read: every term after a `!` is excluded. `a+b` = a AND b; `a~b` = a OR b; `a+b!c!d` = a AND b,
 * neither c nor d; `!c` = anything but c. A space reads as `+` (a raw `+` typed in a URL arrives as a space, which
 * is also how Elementor's own URLs come back). A value mixing `+` and `~` has no valid operator → DISABLED.
 * With fewer than two included terms the operator cannot be seen, so the caller's (the filter widget's) is used.
 *
 * Terms are percent-encoded one level below the query (the `%` of a term's own escapes becomes `%25` in the
 * address), so any term — accents, `+ ~ ! & = %`, emoji — comes back exactly. A legacy value holding a raw or
 * malformed `%` keeps that text as it is rather than failing.
 */

export type LogicalJoin = 'AND' | 'OR' | 'DISABLED';

export interface FilterValue {
  terms: string[];
  logicalJoin: LogicalJoin;
  /** Terms after `!`: excluded from the listing. */
  excludedTerms?: string[];
}

export const SEPARATORS = { AND: '+', OR: '~', NOT: '!' } as const;
export const FILTER_PREFIX = 'e-filter-';
export const PAGE_PREFIX = 'e-page-';

/** §5.9: any operator other than AND or OR is DISABLED. */
export function normalizeJoin(value: unknown): LogicalJoin {
  const v = typeof value === 'string' ? value.toUpperCase() : '';
  return v === 'AND' || v === 'OR' ? v : 'DISABLED';
}

/** Elementor element ids (7 hex characters today); no `-`, so the key splits unambiguously. */
export const isWidgetIdToken = (id: unknown): id is string => typeof id === 'string' && /^[A-Za-z0-9]{1,32}$/.test(id);
/** WordPress taxonomy names: at most 32 of a–z 0–9 _ - (product_cat, pa_couleur…). */
export const isTaxonomyName = (name: unknown): name is string => typeof name === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(name);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A term → [A-Za-z0-9_.-%] only. Lone surrogates (not text) become U+FFFD instead of throwing. */
export function encodeTerm(term: string): string {
  return encodeURIComponent(term.replace(LONE_SURROGATE, '\uFFFD')).replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function decodeTerm(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a legacy slug with a stray %: keep it verbatim
  }
}

/** Empty terms cannot be written and are dropped. DISABLED with several terms is written as AND. */
export function encodeFilterValue(value: FilterValue): string {
  const sep = value.logicalJoin === 'OR' ? SEPARATORS.OR : SEPARATORS.AND;
  const included = value.terms
    .filter((t) => t !== '')
    .map(encodeTerm)
    .join(sep);
  const excluded = (value.excludedTerms ?? [])
    .filter((t) => t !== '')
    .map((t) => SEPARATORS.NOT + encodeTerm(t))
    .join('');
  return included + excluded;
}

/** Never throws; unknown characters are kept inside the terms they appear in. */
export function decodeFilterValue(raw: string, fallbackJoin: LogicalJoin = 'DISABLED'): FilterValue {
  const [head = '', ...tail] = String(raw).split(SEPARATORS.NOT);
  const normalized = head.replace(/ /g, SEPARATORS.AND);
  const hasAnd = normalized.includes(SEPARATORS.AND);
  const hasOr = normalized.includes(SEPARATORS.OR);
  const terms = normalized
    .split(/[+~]/)
    .filter((t) => t !== '')
    .map(decodeTerm);
  const excludedTerms = tail.filter((t) => t !== '').map(decodeTerm);
  let logicalJoin: LogicalJoin = normalizeJoin(fallbackJoin);
  if (terms.length > 1) logicalJoin = hasAnd && hasOr ? 'DISABLED' : hasOr ? 'OR' : 'AND';
  return excludedTerms.length ? { terms, logicalJoin, excludedTerms } : { terms, logicalJoin };
}

export function filterKey(widgetId: string, taxonomy: string): string | null {
  return isWidgetIdToken(widgetId) && isTaxonomyName(taxonomy) ? `${FILTER_PREFIX}${widgetId}-${taxonomy}` : null;
}

export const pageKey = (widgetId: string): string => `${PAGE_PREFIX}${widgetId}`;

/** A full URL or a query string (with or without `?`, a trailing #hash ignored) → its parameters. */
function paramsOf(urlOrQuery: string): URLSearchParams {
  const text = String(urlOrQuery);
  try {
    if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return new URL(text).searchParams;
  } catch {
    // not a URL after all: read it as a query
  }
  return new URLSearchParams(text.split('#')[0] ?? '');
}

/** The filters of one listing widget, by taxonomy. Other widgets' keys and hostile keys are ignored. */
export function readFilters(urlOrQuery: string, widgetId: string, fallbackJoin: LogicalJoin = 'DISABLED'): Record<string, FilterValue> {
  if (!isWidgetIdToken(widgetId)) return {};
  const prefix = `${FILTER_PREFIX}${widgetId}-`;
  const entries: [string, FilterValue][] = [];
  for (const [key, value] of paramsOf(urlOrQuery)) {
    const taxonomy = key.startsWith(prefix) ? key.slice(prefix.length) : '';
    if (!isTaxonomyName(taxonomy) || entries.some(([t]) => t === taxonomy)) continue;
    const decoded = decodeFilterValue(value, fallbackJoin);
    if (decoded.terms.length || decoded.excludedTerms?.length) entries.push([taxonomy, decoded]);
  }
  return Object.fromEntries(entries); // fromEntries defines own properties: a `__proto__` taxonomy stays data
}

/** The listing's page from `e-page-{widgetId}`; 1 when absent or not a positive integer. */
export function readPage(urlOrQuery: string, widgetId: string): number {
  const n = Number(paramsOf(urlOrQuery).get(pageKey(widgetId)));
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** URLSearchParams escapes `~` and `!`, which are safe in a query: keep the separators readable. */
const serialize = (params: URLSearchParams): string => params.toString().replace(/%7E/gi, '~').replace(/%21/g, '!');

/**
 * The URL to push after a filter change: this widget's previous filters and its page number (`e-page-{id}`) are
 * dropped, the new filters written; other parameters and other widgets' filters stay. An unparsable URL is returned
 * unchanged.
 */
export function writeFilters(url: string, widgetId: string, filters: Record<string, FilterValue>): string {
  let next: URL;
  try {
    next = new URL(url);
  } catch {
    return url;
  }
  if (!isWidgetIdToken(widgetId)) return url;
  const prefix = `${FILTER_PREFIX}${widgetId}-`;
  const params = next.searchParams;
  for (const key of [...params.keys()]) if (key.startsWith(prefix) || key === pageKey(widgetId)) params.delete(key);
  for (const [taxonomy, value] of Object.entries(filters)) {
    const key = filterKey(widgetId, taxonomy);
    const encoded = encodeFilterValue(value);
    if (key && encoded) params.append(key, encoded);
  }
  next.search = serialize(params);
  return next.href;
}

/** §2.3: `page` and `paged` removed (the server adds its own page numbers); the #fragment is not part of it either. */
export function paginationBaseUrl(url: string): string {
  let base: URL;
  try {
    base = new URL(url);
  } catch {
    return url;
  }
  if (base.searchParams.has('page') || base.searchParams.has('paged')) {
    base.searchParams.delete('page');
    base.searchParams.delete('paged');
    base.search = serialize(base.searchParams); // only re-spelled when something was removed
  }
  base.hash = '';
  return base.href;
}
