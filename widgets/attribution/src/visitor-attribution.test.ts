import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CookieWrite, decodeCookieValue, serializeCookie } from './cookie-jar.ts';
import { FakeCookieStore, SAFE_COOKIE_VALUE, at, hostile, minutes } from './testing.ts';
import { browserName, externalReferrer, isMobile, visitorCookies } from './visitor-attribution.ts';

const SITE = 'https://shop.example.ch';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const T0 = at('2024-11-14T23:30:00Z');
const DAY = 24 * 60;

function visitor(utcOffsetMinutes = 60) {
  const store = new FakeCookieStore();
  return {
    store,
    view(path: string, referrer: string, now: Date, userAgent = CHROME): CookieWrite[] {
      const writes = visitorCookies({
        url: SITE + path,
        referrer,
        cookies: store.jar(now),
        now,
        utcOffsetMinutes,
        userAgent,
        timeZone: 'Europe/Zurich',
      });
      store.apply(writes);
      return writes;
    },
    /** decoded wffn_* values visible at `now` */
    values(now: Date): Record<string, string> {
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(store.jar(now))) out[k.replace('wffn_', '')] = decodeCookieValue(v);
      return out;
    },
  };
}
const keys = (writes: CookieWrite[]) => writes.map((w) => w.name.replace('wffn_', '')).sort();

describe('visitor attribution: first landing', () => {
  const v = visitor();
  const writes = v.view('/produits/coffret?gclid=G1&fbclid=F1', 'https://www.google.com/', T0);

  it('writes every wffn_ cookie', () => {
    expect(v.values(T0)).toEqual({
      flt: '2024-11-15 00:30:00', // 23:30 UTC in site time (UTC+1)
      timezone: 'Europe/Zurich',
      is_mobile: 'false',
      browser: 'Chrome',
      fbclid: 'F1',
      gclid: 'G1',
      referrer: 'https://www.google.com/',
      fl_url: '/produits/coffret',
      traffic_source: 'https://www.google.com/',
    });
  });

  it('for 2 days, on the parent domain, path /', () => {
    for (const w of writes) {
      expect(w).toEqual(expect.objectContaining({ path: '/', domain: '.example.ch', expires: minutes(T0, 2 * DAY) }));
    }
  });
});

describe('visitor attribution: first touch and last touch', () => {
  it('flt, fl_url and referrer are never overwritten; the others follow the latest visit', () => {
    const v = visitor();
    v.view('/produits/coffret?gclid=G1', 'https://www.google.com/', T0);
    const t1 = minutes(T0, DAY);
    const writes = v.view('/panier/?fbclid=F2', 'https://www.facebook.com/', t1, 'Mozilla/5.0 (iPhone) Safari/604.1');
    expect(keys(writes)).toEqual(['browser', 'fbclid', 'is_mobile', 'timezone', 'traffic_source']);
    expect(v.values(t1)).toEqual(
      expect.objectContaining({
        flt: '2024-11-15 00:30:00',
        fl_url: '/produits/coffret',
        referrer: 'https://www.google.com/',
        gclid: 'G1',
        fbclid: 'F2',
        browser: 'Safari',
        is_mobile: 'true',
        traffic_source: 'https://www.facebook.com/',
      }),
    );
  });

  it('internal navigation keeps the traffic source and slides its 2 days', () => {
    const v = visitor();
    v.view('/', 'https://www.google.com/', T0);
    const t1 = minutes(T0, DAY);
    const writes = v.view('/panier/', `${SITE}/`, t1);
    expect(writes.find((w) => w.name === 'wffn_traffic_source')?.expires).toEqual(minutes(t1, 2 * DAY));
    const t2 = minutes(T0, 2 * DAY + 1);
    expect(v.values(t2).traffic_source).toBe('https://www.google.com/');
    expect(v.values(t2).flt).toBeUndefined(); // written once, so its 2 days ran out
  });

  it('a direct visit writes no traffic source', () => {
    const v = visitor();
    expect(keys(v.view('/', '', T0))).toEqual(['browser', 'fl_url', 'flt', 'is_mobile', 'timezone']);
  });

  it('the first external referrer fills an empty referrer later', () => {
    const v = visitor();
    v.view('/', '', T0);
    const t1 = minutes(T0, 60);
    v.view('/', 'https://www.blog-gourmand.fr/noel', t1);
    expect(v.values(t1).referrer).toBe('https://www.blog-gourmand.fr/noel');
  });
});

describe('visitor attribution: ignored referrers (§5.10)', () => {
  it.each([
    'https://www.paypal.com/checkoutnow?token=1',
    'https://paypal.com/',
    'https://checkout.klarna.com/',
    'https://payment.quickpay.net/',
    `${SITE}/panier/`,
    'https://blog.shop.example.ch/',
  ])('%s is ignored', (referrer) => {
    expect(externalReferrer(referrer, `${SITE}/`)).toBe('');
    const v = visitor();
    const writes = v.view('/merci/', referrer, T0);
    expect(keys(writes)).not.toContain('referrer');
    expect(keys(writes)).not.toContain('traffic_source');
  });

  it('returning from PayPal keeps the earlier traffic source', () => {
    const v = visitor();
    v.view('/', 'https://www.google.com/', T0);
    const t1 = minutes(T0, 20);
    v.view('/merci/', 'https://www.paypal.com/checkoutnow', t1);
    expect(v.values(t1).traffic_source).toBe('https://www.google.com/');
  });

  // The site is its host and subdomains, as for order attribution; a sibling on the parent domain is another site.
  it.each(['https://notpaypal.com/', 'https://paypal.com.evil.io/', 'https://www.google.com/search?q=shop.example.ch', 'https://www.example.ch/'])(
    '%s is external',
    (referrer) => {
      expect(externalReferrer(referrer, `${SITE}/`)).toBe(referrer);
    },
  );
});

describe('visitor attribution: device', () => {
  it.each([
    [CHROME, 'Chrome', false],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36', 'Chrome', true],
    ['Mozilla/5.0 (Macintosh) Gecko/20100101 Firefox/133.0', 'Firefox', false],
    ['Mozilla/5.0 (iPad; CPU OS 17_0) AppleWebKit/605.1.15 Version/17.0 Safari/604.1', 'Safari', true],
    ['Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)', 'Internet Explorer', false],
    ['Mozilla/5.0 (iPhone) [FBAN/FBIOS;FBAV/400.0]', 'Mozilla', true],
    ['curl/8.0', 'unknown', false],
  ])('%s → %s, mobile %s', (ua, browser, mobile) => {
    expect(browserName(ua)).toBe(browser);
    expect(isMobile(ua)).toBe(mobile);
  });
});

describe('visitor attribution: hostile input', () => {
  it('a ; or markup in the URL cannot add cookie attributes', () => {
    const v = visitor();
    const writes = v.view('/?gclid=a;domain=evil.com;%20secure&fbclid=%22%3E%3Cscript%3E', 'https://evil.com/?x=<b>;path=/admin', T0);
    for (const w of writes) expect(serializeCookie(w).split('; ').slice(1)).toEqual([expect.stringMatching(/^expires=/), 'path=/', 'domain=.example.ch']);
    expect(v.values(T0).gclid).toBe('a;domain=evil.com; secure');
    expect(v.values(T0).fbclid).toBe('"><script>');
  });

  it('has no Domain attribute on localhost or an IP', () => {
    for (const url of ['http://localhost:3000/', 'http://127.0.0.1/']) {
      const writes = visitorCookies({ url, referrer: '', cookies: {}, now: T0, utcOffsetMinutes: 0, userAgent: '', timeZone: '' });
      for (const w of writes) expect(w.domain).toBeUndefined();
    }
  });

  it('property: never throws; every cookie value is safe (no ; , whitespace or <)', () => {
    const url = fc.oneof(
      hostile(),
      hostile().map((s) => `${SITE}/${s}?gclid=${s}&fbclid=${s}`),
      fc.webUrl({ withQueryParameters: true }),
    );
    const jar = fc.dictionary(fc.oneof(fc.constantFrom('wffn_flt', 'wffn_referrer', 'wffn_traffic_source', 'wffn_fl_url'), fc.string()), hostile());
    fc.assert(
      fc.property(
        url,
        fc.oneof(hostile(), fc.webUrl()),
        jar,
        hostile(),
        hostile(),
        fc.integer({ min: -720, max: 840 }),
        (u, referrer, cookies, userAgent, timeZone, offset) => {
          const writes = visitorCookies({ url: u, referrer, cookies, now: T0, utcOffsetMinutes: offset, userAgent, timeZone });
          for (const w of writes) {
            expect(w.value).toMatch(SAFE_COOKIE_VALUE);
            expect(w.value.length).toBeLessThan(4000);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
