import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Attribution, type PageView, classify } from './classify.ts';
import { hostile } from './testing.ts';

const SITE = 'https://www.boutique.ch';
const view = (path: string, referrer = '', prior: Partial<PageView> = {}): PageView => ({
  url: SITE + path,
  referrer,
  hasSession: false,
  hasAttribution: false,
  ...prior,
});
const NONE = '(none)';
const only = (a: Partial<Attribution>) => expect.objectContaining(a);

describe('classify: the JOURNEYS 32 traffic types', () => {
  it('utm_source + utm_medium → utm, campaign (none)', () => {
    expect(classify(view('/?utm_source=x&utm_medium=y'))).toEqual({
      type: 'utm',
      source: 'x',
      medium: 'y',
      campaign: NONE,
      content: NONE,
      term: NONE,
      id: NONE,
      platform: NONE,
      format: NONE,
      tactic: NONE,
    });
  });

  it('gclid → utm google / cpc / google_cpc', () => {
    expect(classify(view('/?gclid=Cj0KCQ'))).toEqual(only({ type: 'utm', source: 'google', medium: 'cpc', campaign: 'google_cpc' }));
  });

  it('google.ch referrer → organic google', () => {
    expect(classify(view('/', 'https://www.google.ch/'))).toEqual(only({ type: 'organic', source: 'google', medium: 'organic' }));
  });

  it('bing with q → organic bing', () => {
    expect(classify(view('/', 'https://www.bing.com/search?q=coffret+cadeau'))).toEqual(
      only({ type: 'organic', source: 'bing', medium: 'organic', campaign: NONE }),
    );
  });

  it("another site's page → referral with its host and path", () => {
    expect(classify(view('/', 'https://www.blog-gourmand.fr/articles/noel?ref=1'))).toEqual(
      only({ type: 'referral', source: 'blog-gourmand.fr', medium: 'referral', content: '/articles/noel' }),
    );
  });

  it('nothing → typein (direct) (none)', () => {
    expect(classify(view('/'))).toEqual(only({ type: 'typein', source: '(direct)', medium: NONE, content: NONE }));
  });

  it('a second page in the session keeps the first classification', () => {
    expect(classify(view('/panier/', `${SITE}/produit/coffret/`, { hasSession: true, hasAttribution: true }))).toBeNull();
  });
});

describe('classify: utm', () => {
  it('reads every GA4 parameter, decoded', () => {
    const q =
      '?utm_source=news%20letter&utm_medium=email&utm_campaign=soldes+hiver&utm_content=bouton&utm_term=th%C3%A9' +
      '&utm_id=42&utm_source_platform=dv360&utm_creative_format=video&utm_marketing_tactic=remarketing';
    expect(classify(view(q))).toEqual({
      type: 'utm',
      source: 'news letter',
      medium: 'email',
      campaign: 'soldes hiver',
      content: 'bouton',
      term: 'thé',
      id: '42',
      platform: 'dv360',
      format: 'video',
      tactic: 'remarketing',
    });
  });

  it('any one utm parameter is enough', () => {
    expect(classify(view('/?utm_marketing_tactic=prospecting'))).toEqual(only({ type: 'utm', source: NONE, tactic: 'prospecting' }));
  });

  it('a click id fills only what the utm parameters leave missing', () => {
    expect(classify(view('/?gclid=1&utm_source=newsletter'))).toEqual(only({ type: 'utm', source: 'newsletter', medium: 'cpc', campaign: 'google_cpc' }));
  });

  it('yclid → yandex / cpc / yandex_cpc, term from the Yandex referrer', () => {
    expect(classify(view('/?yclid=9', 'https://yandex.ru/search/?text=chocolat'))).toEqual(
      only({ type: 'utm', source: 'yandex', medium: 'cpc', campaign: 'yandex_cpc', term: 'chocolat' }),
    );
  });

  it('wins over organic and referral, even mid-session', () => {
    expect(classify(view('/?utm_source=x', 'https://www.google.ch/', { hasSession: true, hasAttribution: true }))).toEqual(only({ type: 'utm', source: 'x' }));
  });

  it('an empty or unknown utm parameter does not count', () => {
    expect(classify(view('/?utm_source=&utm_foo=bar'))).toEqual(only({ type: 'typein' }));
  });

  it('clips a huge value so the cookie stays under 4 KB', () => {
    const a = classify(view(`/?utm_campaign=${'x'.repeat(5000)}`));
    expect(a?.campaign.length).toBe(150);
  });
});

describe('classify: organic', () => {
  it.each([
    ['https://www.google.com/', 'google'],
    ['https://google.fr/', 'google'],
    ['https://www.google.co.uk/', 'google'],
    ['https://search.yahoo.com/search?p=coffret', 'yahoo'],
    ['https://yandex.ru/search/?text=coffret', 'yandex'],
    ['https://www.ask.com/web?q=coffret', 'ask'],
    ['https://go.mail.ru/search?q=coffret', 'go.mail.ru'],
    ['https://nova.rambler.ru/search?query=coffret', 'rambler'],
  ])('%s → organic %s', (referrer, source) => {
    expect(classify(view('/', referrer))).toEqual(only({ type: 'organic', source, medium: 'organic' }));
  });

  it.each([
    ['https://www.bing.com/', 'bing.com'],
    ['https://www.bing.com/search?aq=1', 'bing.com'],
    ['https://news.google.com/articles/x', 'news.google.com'],
    ['https://duckduckgo.com/', 'duckduckgo.com'],
    ['https://t.co/abc', 'twitter.com'],
  ])('%s is a referral from %s (no engine query)', (referrer, source) => {
    expect(classify(view('/', referrer))).toEqual(only({ type: 'referral', source }));
  });

  it('overwrites the attribution even mid-session, as sourcebuster does', () => {
    expect(classify(view('/', 'https://www.google.ch/', { hasSession: true, hasAttribution: true }))).toEqual(only({ type: 'organic' }));
  });
});

describe('classify: referral and internal navigation', () => {
  it('only at the start of a session', () => {
    expect(classify(view('/', 'https://www.blog-gourmand.fr/x', { hasSession: true, hasAttribution: true }))).toBeNull();
    expect(classify(view('/', 'https://www.blog-gourmand.fr/x', { hasSession: false, hasAttribution: true }))).toEqual(only({ type: 'referral' }));
  });

  it.each(['https://www.boutique.ch/a', 'https://boutique.ch/a', 'https://blog.boutique.ch/recettes', 'http://BOUTIQUE.ch/'])(
    'a subdomain or www variant of the site (%s) is internal',
    (referrer) => {
      expect(classify(view('/', referrer))).toEqual(only({ type: 'typein' }));
      expect(classify(view('/', referrer, { hasAttribution: true }))).toBeNull();
    },
  );

  it('a look-alike host is external', () => {
    expect(classify(view('/', 'https://boutique.ch.evil.com/'))).toEqual(only({ type: 'referral', source: 'boutique.ch.evil.com' }));
  });

  it('a referrer that is not a URL is no referrer', () => {
    expect(classify(view('/', 'android-app'))).toEqual(only({ type: 'typein' }));
    expect(classify(view('/', 'android-app://com.google.android.gm/'))).toEqual(only({ type: 'referral', source: 'com.google.android.gm' }));
  });
});

describe('classify: hostile input', () => {
  it('property: never throws and always yields strings or null', () => {
    const url = fc.oneof(
      hostile(),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      hostile().map((s) => `${SITE}/?${s}`),
    );
    fc.assert(
      fc.property(url, url, fc.boolean(), fc.boolean(), (u, referrer, hasSession, hasAttribution) => {
        const a = classify({ url: u, referrer, hasSession, hasAttribution });
        if (a) for (const value of Object.values(a)) expect(typeof value).toBe('string');
      }),
      { numRuns: 500 },
    );
  });
});
