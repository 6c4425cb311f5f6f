/**
 * Popup timing rules (§3.20, §4.15, §5.9, §9.4): whether a popup may be shown at all on this page view.
 * Each rule is a pure function of its settings and a context the element gathers once (no DOM access here), so
 * every rule is testable and none can throw on odd referrers or user agents.
 *
 * Settings arrive as Elementor stores them: a flat object where `{rule}: 'yes'` enables a rule and its options are
 * prefixed by the rule name (`page_views_views`, `url_url`, `url_action`, `times_times`, `browsers_browsers_options`…).
 * `allRulesPass` reads that object; the rule functions take the un-prefixed options.
 */

import { MAX_INPUT, safePattern } from './safe-pattern.ts';

export interface TimingContext {
  now: Date;
  /** The site's clock for `schedule_timezone: 'site'`, as a wall-clock Date (see parseWallClock). */
  serverNow?: Date;
  /** document.referrer ('' for a direct visit). */
  referrer: string;
  /** location.host of the current page. */
  currentHost: string;
  /** The logged-in user's roles; null when nobody is logged in. */
  userRoles: string[] | null;
  viewportWidth: number;
  userAgent: string;
  /** Page views since this popup's baseline (storage.ts countSinceBaseline). */
  pageViews: number;
  /** Sessions since this popup's baseline. */
  sessions: number;
  /** This popup's impressions in its current period (impressions.ts readImpressions). */
  impressions: { count: number };
}

const num = (v: unknown): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

// ── page_views, sessions: counted from the popup's baseline, "at least N more" ──

export function pageViewsRule(s: { views?: unknown }, ctx: TimingContext): boolean {
  return ctx.pageViews >= num(s.views);
}

export function sessionsRule(s: { sessions?: unknown }, ctx: TimingContext): boolean {
  return ctx.sessions >= num(s.sessions);
}

// ── url: tested against the REFERRER, as the original does ──

export function urlRule(s: { url?: unknown; action?: unknown }, ctx: TimingContext): boolean {
  const url = str(s.url);
  if (s.action === 'regex') {
    // §5.9: a regex that fails to compile makes the rule fail; so does one that could take long (safe-pattern.ts).
    return safePattern(url)?.test(ctx.referrer.slice(0, MAX_INPUT)) ?? false;
  }
  const contains = ctx.referrer.includes(url);
  return s.action === 'hide' ? !contains : contains; // unknown actions behave as 'show', like the original
}

// ── sources ──

const stripWww = (host: string): string => host.toLowerCase().replace(/^www\./, '');

function referrerHost(referrer: string): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).host || null;
  } catch {
    return null;
  }
}

const SEARCH_ENGINE = /^(google|yahoo|bing|yandex|baidu)\./;

/**
 * Internal = the referrer's host equals ours ignoring a leading `www.` (a whole-host comparison: the original's
 * prefix test took `shop.ch.evil.net` for `shop.ch`). A direct visit is external. Search = a referrer host that
 * starts with a major engine's name.
 */
export function sourcesRule(s: { sources?: unknown }, ctx: TimingContext): boolean {
  const chosen = new Set(strings(s.sources).filter((x) => x === 'internal' || x === 'external' || x === 'search'));
  if (chosen.size === 3) return true;
  const host = referrerHost(ctx.referrer);
  if (host !== null && stripWww(host) === stripWww(ctx.currentHost)) return chosen.has('internal');
  if (chosen.has('external')) return true;
  return chosen.has('search') && host !== null && SEARCH_ENGINE.test(stripWww(host));
}

// ── logged_in: hides the popup FROM logged-in users ──

export function loggedInRule(s: { users?: unknown; roles?: unknown }, ctx: TimingContext): boolean {
  if (ctx.userRoles === null) return true;
  if (s.users === 'all') return false;
  const hidden = new Set(strings(s.roles));
  return !ctx.userRoles.some((role) => hidden.has(role));
}

// ── devices: only the breakpoints enabled on the site (§9.4); mobile extra, tablet extra, laptop, widescreen are off ──

export type DeviceMode = 'mobile' | 'tablet' | 'desktop';

export function deviceMode(viewportWidth: number): DeviceMode {
  if (viewportWidth <= 767) return 'mobile';
  if (viewportWidth <= 1024) return 'tablet';
  return 'desktop';
}

export function devicesRule(s: { devices?: unknown }, ctx: TimingContext): boolean {
  return strings(s.devices).includes(deviceMode(ctx.viewportWidth));
}

// ── times: at most N impressions per period (counting lives in impressions.ts) ──

/** An unset or non-positive limit means no limit. */
export function timesRule(s: { times?: unknown }, ctx: TimingContext): boolean {
  const limit = num(s.times);
  return limit <= 0 || ctx.impressions.count < limit;
}

// ── browsers ──

export type Browser = 'chrome' | 'firefox' | 'safari' | 'edge' | 'ie' | 'opera';

/**
 * Browser families from the user agent alone (the original also sniffed globals like `window.chrome`).
 * iOS browsers count as their brand (CriOS → chrome, FxiOS → firefox…), not as Safari as upstream did.
 */
export function detectBrowsers(userAgent: string): Set<Browser> {
  const ua = userAgent;
  const found = new Set<Browser>();
  const ie = /Trident\/|MSIE /.test(ua);
  const edge = /\bEdg(e|A|iOS)?\//.test(ua);
  const opera = /\bOPR\/|\bOpera\b|\bOPiOS\/|\bOPT\//.test(ua);
  const firefox = /\bFirefox\/|\bFxiOS\//.test(ua);
  if (ie) found.add('ie');
  if (edge) found.add('edge');
  if (opera) found.add('opera');
  if (firefox) found.add('firefox');
  // HeadlessChrome is Chrome too (automated browsers, previews); \b would not match inside the word.
  if (/\b(?:Headless)?Chrome\/|\bCriOS\//.test(ua) && !edge && !opera && !ie) found.add('chrome');
  if (/Safari\//.test(ua) && !/chrome|chromium|crios|fxios|edgios|opios|android/i.test(ua)) found.add('safari');
  return found;
}

export function browsersRule(s: { browsers?: unknown; browsers_options?: unknown }, ctx: TimingContext): boolean {
  if (s.browsers === 'all') return true;
  const present = detectBrowsers(ctx.userAgent);
  return strings(s.browsers_options).some((b) => present.has(b as Browser));
}

// ── schedule ──

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The instant range a date setting covers: "2025-05-01" is the whole day, "2025-05-01 18:00" that whole minute,
 * so a start is "at or after" its first instant and an end "at or before" its last one (§5.9, inclusive).
 * Zone-less strings are wall-clock times read in the browser's zone; the 'site' mode compares them with the site's
 * wall clock read the same way, which makes the zone cancel out. Strings with a zone are instants.
 */
export function parseWallClock(value: unknown): { first: Date; last: Date } | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const m = WALL_CLOCK.exec(value.trim());
  if (m) {
    const [y, mo, d, h, mi, sec] = m.slice(1).map((x) => (x === undefined ? undefined : Number(x)));
    // Reject 2025-02-31 and 25:00, which Date would silently roll over (a DST gap may still shift the hour: fine).
    if ((h ?? 0) > 23 || (mi ?? 0) > 59 || (sec ?? 0) > 59) return null;
    const first = new Date(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, sec ?? 0);
    if (first.getMonth() !== (mo ?? 1) - 1 || first.getDate() !== d) return null;
    const span = h === undefined ? 86_400_000 : sec === undefined ? 60_000 : 1_000;
    return { first, last: new Date(first.getTime() + span - 1) };
  }
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : { first: new Date(t), last: new Date(t) };
}

/** An unreadable date bound is ignored, as in the original (Invalid Date never compares true). */
export function scheduleRule(s: { timezone?: unknown; start_date?: unknown; end_date?: unknown; server_datetime?: unknown }, ctx: TimingContext): boolean {
  const now = s.timezone === 'site' ? (ctx.serverNow ?? parseWallClock(s.server_datetime)?.first ?? ctx.now) : ctx.now;
  const start = parseWallClock(s.start_date);
  const end = parseWallClock(s.end_date);
  if (start && now.getTime() < start.first.getTime()) return false;
  if (end && now.getTime() > end.last.getTime()) return false;
  return true;
}

// ── the popup ──

type Rule = (settings: Record<string, unknown>, ctx: TimingContext) => boolean;

/** Picks `{rule}_{option}` from the flat settings. */
const pick = (timing: Record<string, unknown>, rule: string, options: string[]): Record<string, unknown> =>
  Object.fromEntries(options.map((o) => [o, timing[`${rule}_${o}`]]));

export const RULES: Record<string, Rule> = {
  page_views: (t, c) => pageViewsRule(pick(t, 'page_views', ['views']), c),
  sessions: (t, c) => sessionsRule(pick(t, 'sessions', ['sessions']), c),
  url: (t, c) => urlRule(pick(t, 'url', ['url', 'action']), c),
  sources: (t, c) => sourcesRule(pick(t, 'sources', ['sources']), c),
  logged_in: (t, c) => loggedInRule(pick(t, 'logged_in', ['users', 'roles']), c),
  devices: (t, c) => devicesRule(pick(t, 'devices', ['devices']), c),
  times: (t, c) => timesRule(pick(t, 'times', ['times']), c),
  browsers: (t, c) => browsersRule(pick(t, 'browsers', ['browsers', 'browsers_options']), c),
  schedule: (t, c) => scheduleRule(pick(t, 'schedule', ['timezone', 'start_date', 'end_date', 'server_datetime']), c),
};

const enabled = (v: unknown): boolean => Boolean(v) && v !== 'no';

/** Names of the enabled rules that fail (for debugging and tests). A rule that throws counts as failed. */
export function failingRules(timing: Record<string, unknown> | null | undefined, ctx: TimingContext): string[] {
  if (!timing || typeof timing !== 'object') return [];
  return Object.keys(RULES).filter((name) => {
    if (!enabled(timing[name])) return false;
    try {
      return !RULES[name]?.(timing, ctx);
    } catch {
      return true;
    }
  });
}

/**
 * §4.15: shown only if every configured rule passes. The "do not show again" flag (storage.ts isPopupDisabled)
 * and edit mode (no timing at all) are checked by the element, not here.
 */
export function allRulesPass(timing: Record<string, unknown> | null | undefined, ctx: TimingContext): boolean {
  return failingRules(timing, ctx).length === 0;
}
