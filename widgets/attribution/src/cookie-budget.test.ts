import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UTM_PARAMS } from './classify.ts';
import { COOKIE_BUDGET_BYTES, VALUE_MAX } from './cookie-budget.ts';
import { decodeCookieValue } from './cookie-jar.ts';
import { SBJS, orderAttributionCookies } from './order-attribution.ts';
import { decodeSbjs } from './sbjs-codec.ts';
import { FakeCookieStore, SAFE_COOKIE_VALUE, at, hostile, minutes } from './testing.ts';
import { visitorCookies } from './visitor-attribution.ts';

/** First outside review, finding 3: one crafted link must not make the attribution cookies a header bomb. */

const CAMPAIGN = UTM_PARAMS;
const CLICK_IDS = ['gclid', 'fbclid', 'yclid'];
const SBJS_KEYS: Record<string, string[]> = {
  [SBJS.current]: ['typ', 'src', 'mdm', 'cmp', 'cnt', 'trm', 'id', 'plt', 'fmt', 'tct'],
  [SBJS.first]: ['typ', 'src', 'mdm', 'cmp', 'cnt', 'trm', 'id', 'plt', 'fmt', 'tct'],
  [SBJS.currentAdd]: ['fd', 'ep', 'rf'],
  [SBJS.firstAdd]: ['fd', 'ep', 'rf'],
  [SBJS.udata]: ['vst', 'uip', 'uag'],
  [SBJS.session]: ['pgs', 'cpg'],
};

interface Visit {
  path: string;
  params: Record<string, string>;
  referrer: string;
  userAgent: string;
  timeZone: string;
}

function link({ path, params }: Visit): string {
  const url = new URL('https://www.boutique.ch/');
  url.pathname = `/${path}`;
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.href;
}

/** Plays page views into one browser's cookie store; returns the attribution cookies after each. */
function play(visits: Visit[]): Array<Record<string, string>> {
  const store = new FakeCookieStore();
  let now = at('2026-11-26T10:00:00Z');
  return visits.map((visit) => {
    const input = { url: link(visit), referrer: visit.referrer, cookies: store.jar(now), now, userAgent: visit.userAgent };
    store.apply(orderAttributionCookies(input));
    store.apply(visitorCookies({ ...input, utcOffsetMinutes: 60, timeZone: visit.timeZone }));
    now = minutes(now, 5);
    return store.jar(now);
  });
}

/** What the cookies add to every request's Cookie header: `name=value`, joined by `; `. */
const headerBytes = (jar: Record<string, string>): number =>
  Object.entries(jar)
    .filter(([name]) => /^(sbjs|wffn)_/.test(name))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ').length;

const long = (n: number, char = 'a') => char.repeat(n);

describe('the attribution cookies’ budget', () => {
  it('adds up: every cookie at its most, with names and separators, fits in 3 KB', () => {
    const worst = Object.entries(VALUE_MAX)
      .map(([name, max]) => `${name}=${'x'.repeat(max)}`)
      .join('; ');
    expect(worst.length).toBeLessThanOrEqual(COOKIE_BUDGET_BYTES);
  });

  it('stays within 3 KB for the measured attack: 600 characters in every field (7 KB before)', () => {
    const params = Object.fromEntries([...CAMPAIGN, ...CLICK_IDS].map((name) => [name, long(600, 'é')]));
    const [jar] = play([{ path: long(600, '<'), params, referrer: `https://evil.example/${long(600)}`, userAgent: long(600, ' '), timeZone: long(600) }]);
    expect(headerBytes(jar!)).toBeLessThanOrEqual(COOKIE_BUDGET_BYTES);
    // Still sourcebuster records, every field there, short values whole.
    const current = decodeSbjs(jar![SBJS.current]!);
    expect(Object.keys(current)).toEqual(SBJS_KEYS[SBJS.current]);
    expect(current.typ).toBe('utm');
    expect(current.src).toMatch(/^é+$/);
    expect(decodeSbjs(jar![SBJS.udata]!).vst).toBe('1');
  });

  it('keeps ordinary values whole', () => {
    const [jar] = play([
      {
        path: 'produit/miel-de-montagne/',
        params: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'noel-2026', gclid: 'EAIaIQobChMI' },
        referrer: 'https://mail.example.ch/',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        timeZone: 'Europe/Zurich',
      },
    ]);
    expect(decodeSbjs(jar![SBJS.current]!)).toMatchObject({ src: 'newsletter', mdm: 'email', cmp: 'noel-2026' });
    expect(decodeSbjs(jar![SBJS.udata]!).uag).toContain('Chrome/131.0.0.0 Safari/537.36');
    expect(decodeSbjs(jar![SBJS.currentAdd]!).ep).toContain('/produit/miel-de-montagne/?utm_source=newsletter');
    expect(decodeCookieValue(jar!.wffn_gclid!)).toBe('EAIaIQobChMI');
  });

  it('stays within 3 KB and parseable for hostile lengths on every field, over several page views', () => {
    const text = fc.oneof(
      hostile(),
      fc.string({ maxLength: 3000 }),
      fc.nat(4000).map((n) => long(n, '%')),
      fc.nat(3000).map((n) => long(n, '\u{1F600}')),
    );
    const visit = fc.record({
      path: text,
      params: fc.dictionary(fc.constantFrom(...CAMPAIGN, ...CLICK_IDS), text),
      referrer: fc.oneof(
        text,
        text.map((t) => `https://autre.example/${t}`),
      ),
      userAgent: text,
      timeZone: text,
    });
    fc.assert(
      fc.property(fc.array(visit, { minLength: 1, maxLength: 3 }), (visits) => {
        for (const jar of play(visits)) {
          expect(headerBytes(jar)).toBeLessThanOrEqual(COOKIE_BUDGET_BYTES);
          for (const [name, value] of Object.entries(jar)) {
            expect(value).toMatch(SAFE_COOKIE_VALUE);
            // Clipped before encoding: every escape whole, so the value decodes, and each record keeps its keys.
            const text = decodeURIComponent(value);
            if (SBJS_KEYS[name]) {
              expect(Object.keys(decodeSbjs(value)), name).toEqual(SBJS_KEYS[name]);
              for (const part of text.split('|||')) expect(() => decodeURIComponent(part), name).not.toThrow();
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
