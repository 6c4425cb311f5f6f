import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Utf8, isDangerousUrl, isHashActionLink, parseHashAction, readActionTarget, sanitizeLightboxSettings } from './hash-action.ts';

const BASE = 'https://boutique.ch/produit/chaise/';
const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
const hash = (action: string, settings?: unknown): string => `#elementor-action:action=${action}${settings === undefined ? '' : `&settings=${b64(settings)}`}`;
/** How Elementor writes them in hrefs. */
const encoded = (action: string, settings: unknown): string => encodeURIComponent(hash(action, settings));

describe('parsing hash actions', () => {
  it('reads the plain and the percent-encoded forms', () => {
    expect(parseHashAction(hash('popup:open', { id: '42', toggle: true }))).toEqual({
      value: { action: 'popup:open', settings: { id: '42', toggle: true } },
      warning: null,
    });
    expect(encoded('off_canvas:toggle', { id: 'abc1234' })).toMatch(/^%23elementor-action%3Aaction%3D/);
    expect(parseHashAction(encoded('off_canvas:toggle', { id: 'abc1234' })).value).toEqual({ action: 'off_canvas:toggle', settings: { id: 'abc1234' } });
  });

  it('knows every action of §2.2 and nothing else', () => {
    for (const action of ['lightbox', 'popup:open', 'popup:close', 'off_canvas:open', 'off_canvas:close', 'off_canvas:toggle', 'reload-page']) {
      expect(parseHashAction(hash(action, {})).value?.action).toBe(action);
    }
    expect(parseHashAction(hash('reload-page')).value).toEqual({ action: 'reload-page', settings: {} });
    const unknown = parseHashAction(hash('eval', {}));
    expect(unknown.value).toBeNull();
    expect(unknown.warning).toMatch(/unknown action/);
  });

  it('decodes UTF-8 settings (the original garbled them with atob)', () => {
    const settings = { title: 'Été — crème brûlée 🍮', id: 3 };
    expect(parseHashAction(hash('lightbox', settings)).value?.settings).toEqual(settings);
    expect(decodeBase64Utf8(Buffer.from('ça', 'utf8').toString('base64url'))).toBe('ça');
  });

  it('ignores malformed percent-encoding, base64 or JSON with a warning, never throwing', () => {
    const cases: [string, RegExp][] = [
      ['%23elementor-action%3Aaction%3Dlightbox%26settings%3D%E0%A4%A', /percent-encoding/],
      ['#elementor-action:action=lightbox&settings=%%%', /percent-encoding/],
      ['#elementor-action:action=lightbox&settings=eyJ0eXBlIjo*', /base64/],
      ['#elementor-action:action=lightbox&settings=e', /base64/],
      [`#elementor-action:action=lightbox&settings=${Buffer.from([0xff, 0xfe, 0x7b]).toString('base64')}`, /base64/], // not UTF-8
      [`#elementor-action:action=lightbox&settings=${Buffer.from('{"type":').toString('base64')}`, /JSON/],
      [`#elementor-action:action=lightbox&settings=${b64([1, 2])}`, /not an object/],
      [`#elementor-action:action=lightbox&settings=${b64(null)}`, /not an object/],
      ['#elementor-action:action="><img src=x onerror=alert(1)>&settings=e30=', /unknown action/],
      ['#elementor-actionxyz', /malformed/],
    ];
    for (const [input, why] of cases) {
      const result = parseHashAction(input);
      expect(result.value, input).toBeNull();
      expect(result.warning, input).toMatch(why);
    }
  });

  it('is silent about ordinary links', () => {
    expect(parseHashAction('#avis')).toEqual({ value: null, warning: null });
    expect(parseHashAction('https://boutique.ch/')).toEqual({ value: null, warning: null });
    expect(parseHashAction(undefined)).toEqual({ value: null, warning: null });
    expect(isHashActionLink('%23elementor-action%3A')).toBe(true);
    expect(isHashActionLink('#top')).toBe(false);
  });

  it('drops prototype-polluting keys from settings', () => {
    const raw = `#elementor-action:action=popup:open&settings=${Buffer.from('{"__proto__":{"polluted":1},"id":"5","constructor":{"prototype":{}}}').toString('base64')}`;
    const settings = parseHashAction(raw).value?.settings ?? {};
    expect(Object.keys(settings)).toEqual(['id']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads popup and off-canvas targets', () => {
    expect(readActionTarget({ id: 42, toggle: 'yes' })).toEqual({ id: '42', toggle: true, doNotShowAgain: false });
    expect(readActionTarget({ do_not_show_again: 'yes' })).toEqual({ id: null, toggle: false, doNotShowAgain: true });
    expect(readActionTarget({ id: '"><script>' }).id).toBeNull();
  });
});

describe('lightbox settings: the known attacks do nothing', () => {
  it('CVE-2021-24891: html is never kept, and a lightbox without an image or video type does not open', () => {
    const cve = parseHashAction(hash('lightbox', { type: null, html: '<img src=x onerror=alert(1)>' })).value;
    expect(sanitizeLightboxSettings(cve?.settings, BASE)).toBeNull();
    const withImage = sanitizeLightboxSettings({ type: 'image', url: '/wp-content/uploads/a.jpg', html: '<script>alert(1)</script>' }, BASE);
    expect(withImage).toEqual({ type: 'image', url: 'https://boutique.ch/wp-content/uploads/a.jpg' });
  });

  it('CVE-2022-29455: on* video params are stripped at any depth', () => {
    const cve = {
      type: 'video',
      videoType: 'hosted',
      url: 'https://boutique.ch/v.mp4',
      videoParams: { onerror: 'alert(1)', autoplay: '', ONLOAD: 'x' },
      modalOptions: { deep: { onclick: 'x', ok: 1 } },
    };
    expect(sanitizeLightboxSettings(cve, BASE)).toEqual({
      type: 'video',
      videoType: 'hosted',
      url: 'https://boutique.ch/v.mp4',
      videoParams: { autoplay: '' },
      modalOptions: { deep: { ok: 1 } },
    });
  });

  it('opens only http(s) images with an image extension, or http(s) videos', () => {
    expect(sanitizeLightboxSettings({ type: 'image', url: 'javascript:alert(1)//a.png' }, BASE)).toBeNull();
    expect(sanitizeLightboxSettings({ type: 'image', url: ' jav\tascript:alert(1)//a.png' }, BASE)).toBeNull();
    expect(sanitizeLightboxSettings({ type: 'image', url: 'data:image/svg+xml,<svg onload=alert(1)>.svg' }, BASE)).toBeNull();
    expect(sanitizeLightboxSettings({ type: 'image', url: 'https://cdn.ch/a.html' }, BASE)).toBeNull();
    expect(sanitizeLightboxSettings({ type: 'video', url: 'vbscript:x' }, BASE)).toBeNull();
    expect(sanitizeLightboxSettings({ type: 'slideshow', url: 'https://cdn.ch/a.png' }, BASE)).toBeNull();
    expect(sanitizeLightboxSettings({ type: 'image' }, BASE)).toBeNull();
    for (const ext of ['png', 'jpg', 'JPEG', 'gif', 'svg', 'webp']) {
      expect(sanitizeLightboxSettings({ type: 'image', url: `img/x.${ext}?v=2` }, BASE)?.url).toBe(`https://boutique.ch/produit/chaise/img/x.${ext}?v=2`);
    }
    expect(sanitizeLightboxSettings({ type: 'video', videoType: 'youtube', url: 'https://www.youtube.com/embed/abc' }, BASE)?.videoType).toBe('youtube');
    expect(sanitizeLightboxSettings({ type: 'video', videoType: 'flash', url: 'https://x.ch/v' }, BASE)).toEqual({ type: 'video', url: 'https://x.ch/v' });
  });

  it('drops javascript: and data: strings and non-http URL fields anywhere', () => {
    expect(
      sanitizeLightboxSettings(
        {
          type: 'image',
          url: 'https://cdn.ch/a.png',
          title: 'Promo : -20 %',
          description: 'data:text/html,<b>',
          poster: 'javascript:1',
          slides: [{ src: 'ftp://x/y.png' }, { src: 'https://cdn.ch/b.png' }],
        },
        BASE,
      ),
    ).toEqual({ type: 'image', url: 'https://cdn.ch/a.png', title: 'Promo : -20 %', slides: [{}, { src: 'https://cdn.ch/b.png' }] });
  });
});

// ── properties ──

/** Walks sanitized output: no html, no on*, no dangerous scheme, URL-like keys http(s) only. */
function assertSafe(value: unknown, key = ''): void {
  if (typeof value === 'string') {
    expect(isDangerousUrl(value)).toBe(false);
    if (/(url|src|href|poster)s?$/i.test(key)) expect(new URL(value).protocol).toMatch(/^https?:$/);
  } else if (Array.isArray(value)) {
    for (const v of value) assertSafe(v, key);
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      expect(k.toLowerCase()).not.toBe('html');
      expect(k).not.toMatch(/^on/i);
      assertSafe(v, k);
    }
  }
}

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\nscript:x',
    'data:text/html,<script>',
    'vbscript:x',
    '<img src=x onerror=alert(1)>',
    '/a.png',
    'https://cdn.ch/a.png',
    'x.svg',
    '\u0000javascript:x',
  ),
);
const hostileKey = fc.oneof(
  fc.string(),
  fc.constantFrom('html', 'HTML', 'onerror', 'onLoad', 'url', 'src', 'href', 'poster', 'videoUrl', 'videoParams', 'type', '__proto__'),
);
const hostileJson = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, hostileString, fc.integer(), fc.boolean(), fc.constant(null), tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(hostileKey, tie('value'), { maxKeys: 5 }),
})).object;

describe('property: hash actions are safe on any input', () => {
  it('parse never throws on arbitrary strings, including ones with the action prefix', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.string().map((s) => `#elementor-action:${s}`),
          fc.string().map((s) => `%23elementor-action${s}`),
          fc.string().map((s) => `#elementor-action:action=lightbox&settings=${s}`),
          fc.uint8Array().map((b) => `#elementor-action:action=popup:open&settings=${Buffer.from(b).toString('base64')}`),
        ),
        (input) => {
          const result = parseHashAction(input);
          expect(result.value === null || typeof result.value.settings === 'object').toBe(true);
        },
      ),
    );
  });

  it('sanitized lightbox settings never hold html, on* keys or non-http(s) URLs', () => {
    let opened = 0;
    fc.assert(
      fc.property(hostileJson, fc.constantFrom('image', 'video', 'x', undefined), hostileString, (extra, type, url) => {
        const input = { ...extra, type, url, videoParams: extra };
        const viaHash = parseHashAction(hash('lightbox', input)).value?.settings;
        for (const candidate of [input, viaHash]) {
          const out = sanitizeLightboxSettings(candidate, BASE);
          if (out === null) continue;
          expect(['image', 'video']).toContain(out.type);
          expect(new URL(out.url).protocol).toMatch(/^https?:$/);
          assertSafe(out);
          opened += 1;
        }
      }),
      { numRuns: 300 },
    );
    expect(opened).toBeGreaterThan(20); // the property saw real, openable settings, not only rejections
  });
});
