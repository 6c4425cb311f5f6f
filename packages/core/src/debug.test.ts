// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig, setConfig } from './config.ts';
import { reportStartup, startupProblems, type StartupFacts } from './debug.ts';

const complete = parseConfig({
  urls: { shop: '/boutique/', cart: '/panier/', checkout: '/commande/' },
  nonces: { fkcart: 'a', fkwcs: 'b', wp_rest: 'c' },
});
const snapshot = { hash: 'h1' } as StartupFacts['snapshot'];
const facts = (over: Partial<StartupFacts>): StartupFacts => ({
  config: complete,
  configWarnings: [],
  snapshot,
  cookieHash: 'h1',
  tagsOnPage: ['fk-side-cart'],
  knownTags: ['fk-side-cart', 'fk-popup'],
  ...over,
});

afterEach(() => {
  setConfig(undefined);
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('debug mode’s start-up report', () => {
  it('finds nothing on a page whose config, snapshot, tags and nonces are right', () => {
    expect(startupProblems(facts({}))).toEqual([]);
  });

  it('never gives the demo’s addresses to a page without them: absent, and reported', () => {
    const config = parseConfig({});
    expect(config.urls).toMatchObject({ cart: '', checkout: '', shop: '' });
    const problems = startupProblems(facts({ config: { ...config, nonces: complete.nonces } }));
    expect(problems).toEqual([
      expect.stringContaining('« urls.shop » absente'),
      expect.stringContaining('« urls.cart » absente'),
      expect.stringContaining('« urls.checkout » absente'),
    ]);
  });

  it('reports config problems, a missing or stale snapshot, unknown tags and the nonces the page’s widgets need', () => {
    expect(startupProblems(facts({ configWarnings: ['config « request_timeout_ms » invalide : valeur par défaut utilisée'] }))).toEqual([
      'config « request_timeout_ms » invalide : valeur par défaut utilisée',
    ]);
    expect(startupProblems(facts({ snapshot: null }))).toEqual([expect.stringContaining('#fk-cart-state) absent')]);
    expect(startupProblems(facts({ cookieHash: 'h2' }))).toEqual([expect.stringContaining('périmé (hash « h1 », cookie « h2 »)')]);
    expect(startupProblems(facts({ tagsOnPage: ['fk-side-cart', 'fk-sidecart', 'fk-sidecart'] }))).toEqual([
      'balise <fk-sidecart> inconnue : elle ne fera rien',
    ]);
    const noNonce = parseConfig({ urls: complete.urls });
    expect(startupProblems(facts({ config: noNonce, tagsOnPage: ['fk-side-cart', 'fk-popup'] }))).toEqual([
      'nonce « fkcart » absent : les appels de <fk-side-cart> seront refusés',
    ]);
  });

  it('reads the page and prints each problem as a console warning', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setConfig(complete);
    document.body.innerHTML = '<fk-side-cart></fk-side-cart><fk-mystery></fk-mystery>';
    const problems = reportStartup(['fk-side-cart']);
    expect(problems).toEqual([expect.stringContaining('#fk-cart-state) absent'), 'balise <fk-mystery> inconnue : elle ne fera rien']);
    expect(warn.mock.calls.map(([line]) => line)).toEqual(problems.map((p) => `[vitrine] debug : ${p}`));
  });
});
