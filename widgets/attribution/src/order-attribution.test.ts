import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CookieWrite, encodeCookieValue } from './cookie-jar.ts';
import {
  LIFETIME_MINUTES,
  ORDER_ATTRIBUTION_FIELDS,
  type OrderAttributionInput,
  SBJS,
  orderAttributionCookies,
  orderAttributionFields,
} from './order-attribution.ts';
import { decodeSbjs } from './sbjs-codec.ts';
import { FakeCookieStore, SAFE_COOKIE_VALUE, at, hostile, minutes } from './testing.ts';

const SITE = 'https://www.boutique.ch';
const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';
const T0 = at('2024-11-14T13:05:00Z');

/** One visitor's browser: each `view` runs the rules on the cookies visible at that moment and stores the writes. */
function visitor() {
  const store = new FakeCookieStore();
  let last: CookieWrite[] = [];
  return {
    store,
    view(path: string, referrer: string, now: Date): CookieWrite[] {
      const input: OrderAttributionInput = { url: SITE + path, referrer, cookies: store.jar(now), now, userAgent: UA };
      last = orderAttributionCookies(input);
      store.apply(last);
      return last;
    },
    cookie(name: string, now: Date): Record<string, string> {
      return decodeSbjs(store.jar(now)[name] ?? '');
    },
    fields(now: Date): Record<string, string> {
      return orderAttributionFields(store.jar(now));
    },
  };
}
const names = (writes: CookieWrite[]) => writes.map((w) => w.name).sort();

describe('order attribution: a UTM landing then a second page', () => {
  const v = visitor();
  const first = v.view('/?utm_source=x&utm_medium=y', '', T0);

  it('writes all six sourcebuster cookies', () => {
    expect(names(first)).toEqual([SBJS.current, SBJS.currentAdd, SBJS.first, SBJS.firstAdd, SBJS.session, SBJS.udata].sort());
  });

  it('classifies utm, campaign (none)', () => {
    expect(v.cookie(SBJS.current, T0)).toEqual({
      typ: 'utm',
      src: 'x',
      mdm: 'y',
      cmp: '(none)',
      cnt: '(none)',
      trm: '(none)',
      id: '(none)',
      plt: '(none)',
      fmt: '(none)',
      tct: '(none)',
    });
    expect(v.cookie(SBJS.first, T0)).toEqual(v.cookie(SBJS.current, T0));
  });

  it('records first date (UTC), entry URL and referrer', () => {
    expect(v.cookie(SBJS.currentAdd, T0)).toEqual({ fd: '2024-11-14 13:05:00', ep: `${SITE}/?utm_source=x&utm_medium=y`, rf: '(none)' });
    expect(v.cookie(SBJS.udata, T0)).toEqual({ vst: '1', uip: '(none)', uag: UA });
    expect(v.cookie(SBJS.session, T0)).toEqual({ pgs: '1', cpg: `${SITE}/?utm_source=x&utm_medium=y` });
  });

  it('makes every cookie but the session one a browser-session cookie, on the site domain', () => {
    expect(LIFETIME_MINUTES).toBe(0);
    for (const w of first) {
      expect(w.path).toBe('/');
      expect(w.domain).toBe('.boutique.ch');
      expect(w.expires).toEqual(w.name === SBJS.session ? minutes(T0, 30) : 'session');
    }
  });

  it('a second page in the session keeps the classification and counts the page', () => {
    const t1 = minutes(T0, 5);
    const second = v.view('/panier/', `${SITE}/?utm_source=x&utm_medium=y`, t1);
    expect(names(second)).toEqual([SBJS.current, SBJS.session, SBJS.udata].sort());
    expect(v.cookie(SBJS.current, t1)).toEqual(expect.objectContaining({ typ: 'utm', src: 'x', mdm: 'y' }));
    expect(v.cookie(SBJS.session, t1)).toEqual({ pgs: '2', cpg: `${SITE}/panier/` });
    expect(v.cookie(SBJS.udata, t1).vst).toBe('1');
    expect(second.find((w) => w.name === SBJS.session)?.expires).toEqual(minutes(t1, 30));
  });

  it('checkout carries the 16 fields once', () => {
    const t1 = minutes(T0, 5);
    const fields = v.fields(t1);
    expect(Object.keys(fields)).toEqual(ORDER_ATTRIBUTION_FIELDS.map((f) => `wc_order_attribution_${f}`));
    expect(fields).toEqual({
      wc_order_attribution_source_type: 'utm',
      wc_order_attribution_referrer: '(none)',
      wc_order_attribution_utm_campaign: '(none)',
      wc_order_attribution_utm_source: 'x',
      wc_order_attribution_utm_medium: 'y',
      wc_order_attribution_utm_content: '(none)',
      wc_order_attribution_utm_id: '(none)',
      wc_order_attribution_utm_term: '(none)',
      wc_order_attribution_utm_source_platform: '(none)',
      wc_order_attribution_utm_creative_format: '(none)',
      wc_order_attribution_utm_marketing_tactic: '(none)',
      wc_order_attribution_session_entry: `${SITE}/?utm_source=x&utm_medium=y`,
      wc_order_attribution_session_start_time: '2024-11-14 13:05:00',
      wc_order_attribution_session_pages: '2',
      wc_order_attribution_session_count: '1',
      wc_order_attribution_user_agent: UA,
    });
  });
});

describe('order attribution: traffic types end to end', () => {
  it.each([
    ['/?gclid=Cj0K', '', { typ: 'utm', src: 'google', mdm: 'cpc', cmp: 'google_cpc' }],
    ['/', 'https://www.google.ch/', { typ: 'organic', src: 'google', mdm: 'organic' }],
    ['/', 'https://www.bing.com/search?q=coffret', { typ: 'organic', src: 'bing', mdm: 'organic' }],
    ['/', 'https://www.blog-gourmand.fr/articles/noel', { typ: 'referral', src: 'blog-gourmand.fr', mdm: 'referral', cnt: '/articles/noel' }],
    ['/', '', { typ: 'typein', src: '(direct)', mdm: '(none)' }],
    ['/', 'https://blog.boutique.ch/recettes', { typ: 'typein', src: '(direct)', mdm: '(none)' }],
  ])('%s from "%s"', (path, referrer, expected) => {
    const v = visitor();
    v.view(path, referrer, T0);
    expect(v.cookie(SBJS.current, T0)).toEqual(expect.objectContaining(expected));
    expect(v.cookie(SBJS.currentAdd, T0).rf).toBe(referrer || '(none)');
  });
});

describe('order attribution: sessions', () => {
  it('a referral arriving inside a live session changes nothing', () => {
    const v = visitor();
    v.view('/', '', T0);
    v.view('/', 'https://www.blog-gourmand.fr/x', minutes(T0, 10));
    expect(v.cookie(SBJS.current, minutes(T0, 10)).typ).toBe('typein');
  });

  it('the session slides: a page every 20 minutes stays one session', () => {
    const v = visitor();
    let t = T0;
    for (let i = 0; i < 4; i++, t = minutes(t, 20)) v.view(`/p${i}`, i ? `${SITE}/p${i - 1}` : '', t);
    const last = minutes(T0, 60);
    expect(v.cookie(SBJS.session, last).pgs).toBe('4');
    expect(v.cookie(SBJS.udata, last).vst).toBe('1');
  });

  it('after 30 idle minutes a new session starts: visits + 1, pages back to 1, attribution kept', () => {
    const v = visitor();
    v.view('/?utm_source=x', '', T0);
    const t = minutes(T0, 31);
    const writes = v.view('/', `${SITE}/`, t);
    expect(names(writes)).not.toContain(SBJS.currentAdd);
    expect(v.cookie(SBJS.udata, t).vst).toBe('2');
    expect(v.cookie(SBJS.session, t).pgs).toBe('1');
    expect(v.cookie(SBJS.current, t).src).toBe('x');
  });

  it('after the session ends a referral takes over current; first stays', () => {
    const v = visitor();
    v.view('/?utm_source=x', '', T0);
    const t = minutes(T0, 45);
    v.view('/', 'https://www.blog-gourmand.fr/x', t);
    expect(v.cookie(SBJS.current, t)).toEqual(expect.objectContaining({ typ: 'referral', src: 'blog-gourmand.fr' }));
    expect(v.cookie(SBJS.first, t)).toEqual(expect.objectContaining({ typ: 'utm', src: 'x' }));
    expect(v.cookie(SBJS.firstAdd, t).fd).toBe('2024-11-14 13:05:00');
    expect(v.cookie(SBJS.currentAdd, t).fd).toBe('2024-11-14 13:50:00');
  });

  it('closing the browser forgets everything (the 0.00001-month lifetime)', () => {
    const v = visitor();
    v.view('/?utm_source=x', '', T0);
    v.store.endBrowserSession();
    const t = minutes(T0, 5);
    v.view('/', '', t);
    expect(v.cookie(SBJS.current, t).typ).toBe('typein');
    expect(v.cookie(SBJS.udata, t).vst).toBe('1');
  });
});

describe('order attribution: existing and tampered cookies', () => {
  it('continues from cookies written by sourcebuster itself, rewriting them in our format', () => {
    const legacy = {
      sbjs_current: encodeCookieValue('typ=referral|||src=blog.ch|||mdm=referral|||cmp=(none)|||cnt=/a|||trm=(none)|||id=(none)'),
      sbjs_first: encodeCookieValue('typ=typein|||src=(direct)|||mdm=(none)'),
      sbjs_session: encodeCookieValue(`pgs=3|||cpg=${SITE}/`),
      sbjs_udata: encodeCookieValue('vst=4|||uip=(none)|||uag=Old'),
    };
    const writes = orderAttributionCookies({ url: `${SITE}/panier/`, referrer: `${SITE}/`, cookies: legacy, now: T0, userAgent: UA });
    const value = (n: string) => decodeSbjs(writes.find((w) => w.name === n)?.value ?? '');
    expect(value(SBJS.current)).toEqual(decodeSbjs(legacy.sbjs_current));
    expect(value(SBJS.session).pgs).toBe('4');
    expect(value(SBJS.udata)).toEqual({ vst: '4', uip: '(none)', uag: UA });
    expect(names(writes)).not.toContain(SBJS.first);
  });

  it('reads junk counts as 1', () => {
    for (const junk of ['-3', 'abc', '1e999', '99999999999999999999']) {
      const cookies = { sbjs_current: 'x', sbjs_udata: encodeCookieValue(`vst=${junk}`), sbjs_session: encodeCookieValue(`pgs=${junk}`) };
      const writes = orderAttributionCookies({ url: `${SITE}/`, referrer: '', cookies, now: T0, userAgent: UA });
      expect(decodeSbjs(writes.find((w) => w.name === SBJS.session)?.value ?? '').pgs).toBe('2');
    }
  });

  it('has no Domain attribute on localhost', () => {
    const writes = orderAttributionCookies({ url: 'http://localhost:8080/', referrer: '', cookies: {}, now: T0, userAgent: UA });
    for (const w of writes) expect(w.domain).toBeUndefined();
  });

  it('fields are all (none) without cookies, and never throw on junk', () => {
    const fields = orderAttributionFields({});
    expect(Object.values(fields)).toEqual(Array(16).fill('(none)'));
    expect(orderAttributionFields({ sbjs_current: '%E0%A4%A', sbjs_udata: 'AAAA', constructor: 'x' }).wc_order_attribution_source_type).toBe('(none)');
  });
});

describe('order attribution: hostile input', () => {
  const sbjsName = fc.constantFrom(...Object.values(SBJS));
  const jar = fc.dictionary(fc.oneof(sbjsName, fc.string()), hostile());
  const url = fc.oneof(
    hostile(),
    hostile().map((s) => `${SITE}/?utm_source=${s}&utm_campaign=${encodeCookieValue(s)}`),
  );

  it('property: never throws; every cookie value is safe (no ; , whitespace or <)', () => {
    fc.assert(
      fc.property(url, fc.oneof(hostile(), fc.webUrl()), hostile(), jar, (u, referrer, userAgent, cookies) => {
        const writes = orderAttributionCookies({ url: u, referrer, userAgent, cookies, now: T0 });
        for (const w of writes) {
          expect(w.value).toMatch(SAFE_COOKIE_VALUE);
          expect(w.value.length).toBeLessThan(4000);
        }
        const fields = orderAttributionFields(cookies);
        expect(Object.keys(fields)).toHaveLength(16);
        for (const value of Object.values(fields)) expect(value).not.toBe('');
      }),
      { numRuns: 300 },
    );
  });

  it('a hostile query string round-trips into the fields exactly', () => {
    const evil = '"><script>alert(1)</script>; domain=evil.com, x=1|||typ=organic';
    const v = visitor();
    v.view(`/?utm_source=${encodeURIComponent(evil)}`, '', T0);
    expect(v.fields(T0).wc_order_attribution_utm_source).toBe(evil);
    expect(v.fields(T0).wc_order_attribution_source_type).toBe('utm');
  });
});
