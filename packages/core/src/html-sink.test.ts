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

describe('the fragments sanitiser (first outside review, finding 6)', () => {
  const html = (markup: string) => {
    const box = document.createElement('div');
    box.append(markupToFragment(markup));
    return box;
  };

  it('keeps the server’s regions: markup, forms, same-site links, images, the cart snapshot block', () => {
    const box = html(
      '<div class="widget_shopping_cart_content"><ul><li><a href="/produit/miel/?a=1#x" class="remove" data-cart_item_key="k">Miel</a>' +
        '<img src="/img/miel.svg" alt="Miel" srcset="/img/miel-2x.svg 2x"><img src="data:image/png;base64,iVBORw0KGgo=" alt=""></li></ul>' +
        '<form action="/?page_id=7" method="post"><button type="submit" name="update_cart">Mettre à jour</button></form>' +
        '<a href="https://boutique.ch/">Accueil</a><a href="mailto:info@boutique.ch">Écrire</a><a href="tel:+41210000000">Appeler</a></div>' +
        '<script type="application/json" id="fk-cart-state">{"hash":"h"}</script>' +
        '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Vidéo"></iframe><iframe src="https://player.vimeo.com/video/1"></iframe>',
    );
    expect(box.querySelectorAll('a[href]')).toHaveLength(4);
    expect(box.querySelector('img[src^="data:image/png"]')).not.toBeNull();
    expect(box.querySelector('form[action="/?page_id=7"] button[name="update_cart"]')).not.toBeNull();
    expect(box.querySelector('script[type="application/json"]#fk-cart-state')?.textContent).toBe('{"hash":"h"}');
    expect(box.querySelectorAll('iframe')).toHaveLength(2);
    expect(box.querySelector('a.remove')?.getAttribute('data-cart_item_key')).toBe('k');
  });

  it('drops what runs or loads: script, meta, base, link, object, embed, frames from other hosts, SVG animation', () => {
    const box = html(
      '<p>Texte</p><script>__pwned(1)</script><script type="module">x</script><script type=" application/json ">{}</script>' +
        '<script type="text/json">{}</script><meta http-equiv="refresh" content="0;url=https://evil.example/">' +
        '<base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><link rel="import" href="/x">' +
        '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x"><frameset><frame src="/x"></frameset>' +
        '<iframe src="https://evil.example/"></iframe><iframe src="http://www.youtube.com/embed/a"></iframe><iframe srcdoc="<script>__pwned(2)</script>"></iframe>' +
        '<iframe src="https://www.youtube.com.evil.example/embed/a"></iframe><iframe src="javascript:__pwned(3)"></iframe>' +
        '<svg><a href="/ok"><animate attributeName="href" values="javascript:__pwned(4)"/><set attributeName="href" to="javascript:__pwned(5)"/><text>x</text></a></svg>' +
        '<template><script>__pwned(6)</script><img src=x onerror="__pwned(7)"></template>',
    );
    // Only the JSON block with exactly that type (spaces trimmed) stays.
    expect([...box.querySelectorAll('script')].map((s) => s.getAttribute('type'))).toEqual([' application/json ']);
    for (const tag of ['meta', 'base', 'link', 'object', 'embed', 'frame', 'frameset', 'iframe', 'animate', 'set']) {
      expect(box.querySelector(tag), tag).toBeNull();
    }
    expect(box.querySelector('p')?.textContent).toBe('Texte');
    const template = box.querySelector('template')!;
    expect(template.content.querySelector('script')).toBeNull();
    expect(template.content.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it('drops every on* handler and srcdoc, whatever the case', () => {
    const box = html(
      '<img src="/a.svg" onerror="__pwned(1)" ONLOAD="__pwned(2)" OnMouseOver="__pwned(3)" alt="a"><div onclick="x" class="k">k</div>' +
        '<svg onload="__pwned(4)"><circle onbegin="x"/></svg><details open ontoggle="__pwned(5)"></details><body onpageshow="x">',
    );
    for (const el of box.querySelectorAll('*')) {
      for (const attr of el.attributes) expect(attr.name.toLowerCase().startsWith('on'), `${el.localName} ${attr.name}`).toBe(false);
    }
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('a');
    expect(box.querySelector('div.k')?.textContent).toBe('k');
  });

  it('drops javascript:, vbscript: and non-image data: URLs, with whitespace, entity and case tricks', () => {
    const hostile = [
      'javascript:__pwned(1)',
      'JaVaScRiPt:__pwned(2)',
      ' \tjavascript:__pwned(3)',
      'java\nscript:__pwned(4)',
      'java&#x09;script:__pwned(5)',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__pwned(6)',
      'javascript&colon;__pwned(7)',
      '\u0001javascript:__pwned(8)',
      'vbscript:msgbox(9)',
      'data:text/html,<script>__pwned(10)</script>',
      'DATA:text/html;base64,PHNjcmlwdD4=',
      'data:application/xhtml+xml,x',
      ' data:image/svg+xml;x,<svg onload=1>x'.replace('data:image/', 'data:imagex/'),
    ];
    for (const url of hostile) {
      const box = html(
        `<a href="${url}">a</a><img src="${url}"><form action="${url}"><button formaction="${url}">b</button></form>` +
          `<video poster="${url}"></video><svg><a xlink:href="${url}"><text>t</text></a></svg>`,
      );
      for (const el of box.querySelectorAll('*')) {
        for (const attr of el.attributes) {
          expect(['href', 'src', 'action', 'formaction', 'poster'].includes(attr.localName), `${url}: ${el.localName} ${attr.name}`).toBe(false);
        }
      }
    }
  });
});
