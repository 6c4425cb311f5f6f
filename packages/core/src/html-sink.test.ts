// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markupToFragment, resetTrustedPolicyForTests, trustedScriptUrl, TRUSTED_TYPES_POLICY } from './html-sink.ts';

/** A stand-in for the browser's `trustedTypes`: wraps values so a test can see they went through the policy. */
class Trusted {
  constructor(
    readonly kind: string,
    readonly value: string,
  ) {}
  toString() {
    return this.value;
  }
}

function installTrustedTypes(allowed: string[] = [TRUSTED_TYPES_POLICY]) {
  const created: string[] = [];
  (globalThis as { trustedTypes?: unknown }).trustedTypes = {
    createPolicy(name: string, rules: { createHTML: (s: string) => string; createScriptURL: (s: string) => string }) {
      if (!allowed.includes(name) || created.includes(name)) throw new TypeError(`policy ${name} refused`);
      created.push(name);
      return {
        createHTML: (s: string) => new Trusted('html', rules.createHTML(s)),
        createScriptURL: (s: string) => new Trusted('script-url', rules.createScriptURL(s)),
      };
    },
  };
  return created;
}

afterEach(() => {
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
  resetTrustedPolicyForTests();
  vi.restoreAllMocks();
});

describe('markupToFragment', () => {
  it('parses markup inertly without Trusted Types: scripts are inert, nothing is in the document', () => {
    const fragment = markupToFragment('<p class="a">Miel</p><script>window.__pwned = 1</script>');
    expect(fragment.querySelector('p.a')?.textContent).toBe('Miel');
    expect(document.querySelector('p.a')).toBeNull();
    expect((globalThis as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('goes through the named policy once when the browser has Trusted Types', () => {
    const created = installTrustedTypes();
    const setter = vi.spyOn(HTMLTemplateElement.prototype, 'innerHTML', 'set');
    markupToFragment('<b>un</b>');
    markupToFragment('<b>deux</b>');
    expect(created).toEqual(['vitrine']);
    expect(setter.mock.calls.map(([value]) => value)).toEqual([new Trusted('html', '<b>un</b>'), new Trusted('html', '<b>deux</b>')]);
  });

  it('falls back to strings with a warning when the page does not allow the policy', () => {
    installTrustedTypes([]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(markupToFragment('<i>x</i>').querySelector('i')?.textContent).toBe('x');
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('trustedScriptUrl', () => {
  const allowed = [
    'https://js.stripe.com/dahlia/stripe.js',
    'https://js.stripe.com/dahlia/stripe.js?advancedFraudSignals=false',
    'https://pay.google.com/gp/p/js/pay.js',
  ];
  const refused = [
    'https://evil.example/pay.js',
    'https://js.stripe.com.evil.example/dahlia/stripe.js',
    'https://pay.google.com/gp/p/js/pay.js?x=1',
    'http://js.stripe.com/dahlia/stripe.js',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    '//js.stripe.com/dahlia/stripe.js',
    '/vitrine/vitrine.js',
  ];

  it('allows only the providers’ scripts, without Trusted Types', () => {
    for (const url of allowed) expect(trustedScriptUrl(url)).toBe(url);
    for (const url of refused) expect(() => trustedScriptUrl(url), url).toThrow(TypeError);
  });

  it('returns TrustedScriptURLs through the same policy with Trusted Types', () => {
    const created = installTrustedTypes();
    for (const url of allowed) expect(trustedScriptUrl(url)).toEqual(new Trusted('script-url', url));
    for (const url of refused) expect(() => trustedScriptUrl(url), url).toThrow(TypeError);
    markupToFragment('<p></p>');
    expect(created).toEqual(['vitrine']);
  });
});
