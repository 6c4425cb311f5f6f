import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TimingContext } from './timing-rules.ts';
import {
  allRulesPass,
  browsersRule,
  detectBrowsers,
  deviceMode,
  devicesRule,
  failingRules,
  loggedInRule,
  pageViewsRule,
  parseWallClock,
  scheduleRule,
  sessionsRule,
  sourcesRule,
  timesRule,
  urlRule,
} from './timing-rules.ts';

const UA = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  chromeIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  safariIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/109.0.0.0',
  ie: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
};

const ctx = (over: Partial<TimingContext> = {}): TimingContext => ({
  now: new Date(2025, 4, 15, 12, 0),
  referrer: '',
  currentHost: 'boutique.ch',
  userRoles: null,
  viewportWidth: 1280,
  userAgent: UA.chrome,
  pageViews: 0,
  sessions: 0,
  impressions: { count: 0 },
  ...over,
});

describe('page_views and sessions', () => {
  it('pass once the count since the baseline reaches the setting', () => {
    expect(pageViewsRule({ views: 3 }, ctx({ pageViews: 2 }))).toBe(false);
    expect(pageViewsRule({ views: '3' }, ctx({ pageViews: 3 }))).toBe(true);
    expect(pageViewsRule({ views: '' }, ctx())).toBe(true);
    expect(sessionsRule({ sessions: 2 }, ctx({ sessions: 1 }))).toBe(false);
    expect(sessionsRule({ sessions: 2 }, ctx({ sessions: 4 }))).toBe(true);
  });
});

describe('url (on the referrer)', () => {
  const from = (referrer: string) => ctx({ referrer });
  it('show: the referrer contains the text', () => {
    expect(urlRule({ url: 'newsletter', action: 'show' }, from('https://mail.example/newsletter?id=1'))).toBe(true);
    expect(urlRule({ url: 'newsletter', action: 'show' }, from('https://google.com/'))).toBe(false);
  });
  it('hide: the referrer does not contain the text', () => {
    expect(urlRule({ url: 'facebook', action: 'hide' }, from('https://facebook.com/x'))).toBe(false);
    expect(urlRule({ url: 'facebook', action: 'hide' }, from(''))).toBe(true);
  });
  it('regex: tests the referrer; a regex that fails to compile fails the rule', () => {
    expect(urlRule({ url: '^https://(www\\.)?instagram\\.', action: 'regex' }, from('https://www.instagram.com/p/1'))).toBe(true);
    expect(urlRule({ url: '^https://(www\\.)?instagram\\.', action: 'regex' }, from('https://boutique.ch/'))).toBe(false);
    expect(urlRule({ url: '([unclosed', action: 'regex' }, from('anything'))).toBe(false);
    expect(urlRule({ url: '(?<=', action: 'regex' }, from(''))).toBe(false);
  });
});

describe('sources', () => {
  const from = (referrer: string, sources: string[]) => sourcesRule({ sources }, ctx({ referrer }));
  it('all three sources always pass', () => {
    expect(from('not a url at all', ['internal', 'external', 'search'])).toBe(true);
  });
  it('internal = same host ignoring www.', () => {
    expect(from('https://www.boutique.ch/produit/x', ['internal'])).toBe(true);
    expect(sourcesRule({ sources: ['internal'] }, ctx({ referrer: 'https://boutique.ch/', currentHost: 'www.boutique.ch' }))).toBe(true);
    expect(from('https://www.boutique.ch/', ['external'])).toBe(false);
    expect(from('https://www.boutique.ch/', ['search'])).toBe(false);
  });
  it('a look-alike host is not internal (upstream compared a prefix)', () => {
    expect(from('https://boutique.ch.evil.net/', ['internal'])).toBe(false);
    expect(from('https://boutique.ch.evil.net/', ['external'])).toBe(true);
  });
  it('a direct visit counts as external', () => {
    expect(from('', ['external'])).toBe(true);
    expect(from('', ['internal'])).toBe(false);
    expect(from('', ['search'])).toBe(false);
  });
  it('search = a referrer host starting with a major engine', () => {
    for (const engine of [
      'https://www.google.ch/',
      'https://google.com/search',
      'https://bing.com/',
      'https://yandex.ru/',
      'https://www.baidu.com/',
      'https://yahoo.co.jp/',
    ]) {
      expect(from(engine, ['search'])).toBe(true);
    }
    expect(from('https://duckduckgo.com/', ['search'])).toBe(false);
    expect(from('https://notgoogle.com/', ['search'])).toBe(false);
    expect(from('https://www.google.ch/', ['external'])).toBe(true);
  });
  it('nothing chosen never passes', () => {
    expect(from('https://a.ch/', [])).toBe(false);
    expect(sourcesRule({ sources: 'internal' }, ctx())).toBe(false);
  });
});

describe('logged_in', () => {
  it('no user always passes', () => {
    expect(loggedInRule({ users: 'all' }, ctx({ userRoles: null }))).toBe(true);
  });
  it("'all' hides from every logged-in user", () => {
    expect(loggedInRule({ users: 'all' }, ctx({ userRoles: [] }))).toBe(false);
    expect(loggedInRule({ users: 'all' }, ctx({ userRoles: ['customer'] }))).toBe(false);
  });
  it('a role list hides from users having any of them', () => {
    expect(loggedInRule({ users: 'custom', roles: ['administrator', 'shop_manager'] }, ctx({ userRoles: ['customer'] }))).toBe(true);
    expect(loggedInRule({ users: 'custom', roles: ['administrator', 'shop_manager'] }, ctx({ userRoles: ['customer', 'shop_manager'] }))).toBe(false);
  });
});

describe('devices (mobile ≤ 767, tablet ≤ 1024, desktop above)', () => {
  it('maps widths to the enabled breakpoints only', () => {
    expect([320, 767, 768, 880, 1024, 1025, 1366, 2400].map(deviceMode)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
      'desktop',
    ]);
  });
  it('passes when the current mode is listed; disabled breakpoints never match', () => {
    expect(devicesRule({ devices: ['mobile', 'tablet'] }, ctx({ viewportWidth: 800 }))).toBe(true);
    expect(devicesRule({ devices: ['mobile', 'tablet'] }, ctx({ viewportWidth: 1300 }))).toBe(false);
    expect(devicesRule({ devices: ['laptop', 'widescreen'] }, ctx({ viewportWidth: 1300 }))).toBe(false);
    expect(devicesRule({ devices: ['desktop'] }, ctx({ viewportWidth: 2600 }))).toBe(true);
  });
});

describe('times', () => {
  it('passes while the impressions are under the limit', () => {
    expect(timesRule({ times: 2 }, ctx({ impressions: { count: 1 } }))).toBe(true);
    expect(timesRule({ times: '2' }, ctx({ impressions: { count: 2 } }))).toBe(false);
    expect(timesRule({ times: '' }, ctx({ impressions: { count: 99 } }))).toBe(true);
  });
});

describe('browsers', () => {
  it('detects browser families from the user agent', () => {
    expect([...detectBrowsers(UA.chrome)]).toEqual(['chrome']);
    expect([...detectBrowsers(UA.chromeAndroid)]).toEqual(['chrome']);
    expect([...detectBrowsers(UA.chromeIos)]).toEqual(['chrome']);
    expect([...detectBrowsers(UA.firefox)]).toEqual(['firefox']);
    expect([...detectBrowsers(UA.safari)]).toEqual(['safari']);
    expect([...detectBrowsers(UA.safariIos)]).toEqual(['safari']);
    expect([...detectBrowsers(UA.edge)]).toEqual(['edge']);
    expect([...detectBrowsers(UA.opera)]).toEqual(['opera']);
    expect([...detectBrowsers(UA.ie)]).toEqual(['ie']);
    expect([...detectBrowsers('')]).toEqual([]);
    expect([...detectBrowsers('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36')]).toEqual([
      'chrome',
    ]);
  });
  it("'all' passes; otherwise one listed browser must match", () => {
    expect(browsersRule({ browsers: 'all' }, ctx({ userAgent: '' }))).toBe(true);
    expect(browsersRule({ browsers: 'custom', browsers_options: ['firefox', 'safari'] }, ctx({ userAgent: UA.safari }))).toBe(true);
    expect(browsersRule({ browsers: 'custom', browsers_options: ['firefox', 'safari'] }, ctx({ userAgent: UA.edge }))).toBe(false);
    expect(browsersRule({ browsers: 'custom' }, ctx())).toBe(false);
  });
});

describe('schedule (inclusive; server time for site)', () => {
  const s = { start_date: '2025-05-01 09:00', end_date: '2025-05-31 18:00' };
  it('passes between start and end, bounds included', () => {
    expect(scheduleRule(s, ctx({ now: new Date(2025, 4, 1, 9, 0) }))).toBe(true);
    expect(scheduleRule(s, ctx({ now: new Date(2025, 4, 1, 8, 59, 59) }))).toBe(false);
    expect(scheduleRule(s, ctx({ now: new Date(2025, 4, 31, 18, 0, 59) }))).toBe(true);
    expect(scheduleRule(s, ctx({ now: new Date(2025, 4, 31, 18, 1) }))).toBe(false);
  });
  it('a date-only end includes its whole day; open bounds and unreadable bounds are ignored', () => {
    expect(scheduleRule({ end_date: '2025-05-15' }, ctx({ now: new Date(2025, 4, 15, 23, 59) }))).toBe(true);
    expect(scheduleRule({ end_date: '2025-05-15' }, ctx({ now: new Date(2025, 4, 16, 0, 0) }))).toBe(false);
    expect(scheduleRule({}, ctx())).toBe(true);
    expect(scheduleRule({ start_date: 'soon', end_date: '2025-02-31' }, ctx())).toBe(true);
  });
  it("uses the site's clock when schedule_timezone is 'site'", () => {
    const site = { ...s, timezone: 'site' };
    const browserNow = new Date(2025, 4, 31, 17, 0); // the visitor's clock says inside
    expect(scheduleRule(site, ctx({ now: browserNow, serverNow: new Date(2025, 4, 31, 19, 0) }))).toBe(false);
    expect(scheduleRule({ ...site, server_datetime: '2025-06-01 01:00:00' }, ctx({ now: browserNow }))).toBe(false);
    expect(scheduleRule({ ...s, server_datetime: '2025-06-01 01:00:00' }, ctx({ now: browserNow }))).toBe(true); // local mode
  });
  it('parses wall-clock strings and rejects impossible ones', () => {
    expect(parseWallClock('2025-05-01 09:30')?.first).toEqual(new Date(2025, 4, 1, 9, 30));
    expect(parseWallClock('2025-05-01T09:30:15')?.last).toEqual(new Date(2025, 4, 1, 9, 30, 15, 999));
    expect(parseWallClock('2025-02-30')).toBeNull();
    expect(parseWallClock('2025-05-01 24:00')).toBeNull();
    expect(parseWallClock('')).toBeNull();
    expect(parseWallClock('2025-05-01T09:30:00Z')?.first.getTime()).toBe(Date.UTC(2025, 4, 1, 9, 30));
  });
});

describe('the popup: every enabled rule must pass', () => {
  const timing = {
    page_views: 'yes',
    page_views_views: 2,
    sources: 'yes',
    sources_sources: ['external', 'search'],
    devices: '',
    devices_devices: ['desktop'],
    times: 'yes',
    times_times: 3,
  };
  it('reads the flat Elementor settings, ignoring disabled rules', () => {
    expect(allRulesPass(timing, ctx({ pageViews: 2, viewportWidth: 400 }))).toBe(true);
    expect(failingRules(timing, ctx({ pageViews: 1, referrer: 'https://boutique.ch/', impressions: { count: 3 } }))).toEqual([
      'page_views',
      'sources',
      'times',
    ]);
  });
  it('no timing at all passes', () => {
    expect(allRulesPass(undefined, ctx())).toBe(true);
    expect(allRulesPass({}, ctx())).toBe(true);
  });
});

describe('property: rules never throw', () => {
  const anyCtx = fc.record({
    referrer: fc.oneof(fc.string(), fc.webUrl(), fc.string({ unit: 'binary' })),
    userAgent: fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom(...Object.values(UA))),
    currentHost: fc.oneof(fc.domain(), fc.string()),
    viewportWidth: fc.double(),
    userRoles: fc.option(fc.array(fc.string())),
  });

  it('on arbitrary referrers, user agents, hosts and settings', () => {
    fc.assert(
      fc.property(anyCtx, fc.dictionary(fc.string(), fc.anything()), fc.string(), (c, extra, pattern) => {
        const context = ctx(c);
        const timing: Record<string, unknown> = {
          ...extra,
          url: 'yes',
          url_url: pattern,
          url_action: 'regex',
          sources: 'yes',
          sources_sources: ['internal', 'search'],
          browsers: 'yes',
          browsers_browsers_options: ['safari', 'chrome', 'ie'],
          logged_in: 'yes',
          devices: 'yes',
          schedule: 'yes',
        };
        expect(typeof allRulesPass(timing, context)).toBe('boolean');
        expect(typeof urlRule({ url: pattern, action: 'show' }, context)).toBe('boolean');
        detectBrowsers(context.userAgent);
      }),
    );
  });

  it('on arbitrary rule settings of any shape', () => {
    const names = ['page_views', 'sessions', 'url', 'sources', 'logged_in', 'devices', 'times', 'browsers', 'schedule'];
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...names.flatMap((n) => [n, `${n}_${n}`, `${n}_url`, `${n}_roles`, `${n}_start_date`])), fc.anything()),
        (timing) => {
          expect(typeof allRulesPass(timing, ctx())).toBe('boolean');
        },
      ),
    );
  });
});
