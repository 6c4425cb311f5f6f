import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clip, decodeCookieValue, encodeCookieValue, parseCookieHeader, readRaw, serializeCookie } from './cookie-jar.ts';
import { SAFE_COOKIE_VALUE, hostile, utf16 } from './testing.ts';

describe('cookie values', () => {
  it("encodes like sourcebuster: URI component plus ! ' ( ) * ~", () => {
    expect(encodeCookieValue("(none) a;b,c<d>!*~'")).toBe('%28none%29%20a%3Bb%2Cc%3Cd%3E%21%2A%7E%27');
  });

  it('turns a lone surrogate into U+FFFD instead of throwing', () => {
    expect(decodeCookieValue(encodeCookieValue('a\uD800b'))).toBe('a\uFFFDb');
  });

  it('keeps a malformed escape as it is', () => {
    expect(decodeCookieValue('100%')).toBe('100%');
    expect(decodeCookieValue('%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('property: encoded text is safe and decodes back exactly', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const encoded = encodeCookieValue(s);
        expect(encoded).toMatch(SAFE_COOKIE_VALUE);
        expect(decodeCookieValue(encoded)).toBe(s);
      }),
    );
  });

  it('property: decoding never throws, even on UTF-16 garbage', () => {
    fc.assert(fc.property(utf16(), (s) => void decodeCookieValue(s)));
  });

  it('property: clip keeps a code-point prefix that fits', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.nat(300), (s, max) => {
        const clipped = clip(s, max);
        expect(s.startsWith(clipped)).toBe(true);
        expect(encodeCookieValue(clipped).length).toBeLessThanOrEqual(max);
      }),
    );
  });
});

describe('cookie header', () => {
  it('parses document.cookie, first same-named cookie wins', () => {
    expect(parseCookieHeader('a=1; b=x=y; a=2;  c=; junk')).toEqual({ a: '1', b: 'x=y', c: '' });
  });

  it('keeps a cookie named __proto__ as a plain entry and reads only own properties', () => {
    const jar = parseCookieHeader('__proto__=x; constructor=y');
    expect(Object.getPrototypeOf(jar)).toBe(Object.prototype);
    expect(readRaw(jar, '__proto__')).toBe('x');
    expect(readRaw({}, 'constructor')).toBe('');
    expect(readRaw({}, 'toString')).toBe('');
  });

  it('serializes a write with its attributes', () => {
    const expires = new Date('2024-11-14T13:00:00Z');
    expect(serializeCookie({ name: 'wffn_flt', value: 'a%20b', expires, path: '/', domain: '.example.ch' })).toBe(
      'wffn_flt=a%20b; expires=Thu, 14 Nov 2024 13:00:00 GMT; path=/; domain=.example.ch',
    );
    expect(serializeCookie({ name: 'sbjs_first', value: 'x', expires: 'session', path: '/' })).toBe('sbjs_first=x; path=/');
  });

  it('still cannot add an attribute when handed an unencoded value or a doubtful domain', () => {
    const s = serializeCookie({ name: 'x', value: 'a; domain=evil.com', path: '/', domain: 'evil.com; secure' });
    expect(s).toBe('x=a%3B%20domain%3Devil.com; path=/');
  });

  it('property: any write serializes to exactly its own attributes and reads back', () => {
    fc.assert(
      fc.property(hostile(), fc.boolean(), (value, withDomain) => {
        const s = serializeCookie({ name: 'n', value, path: '/', ...(withDomain ? { domain: '.example.ch' } : {}) });
        const [pair = '', ...attributes] = s.split('; ');
        expect(attributes).toEqual(withDomain ? ['path=/', 'domain=.example.ch'] : ['path=/']);
        const raw = parseCookieHeader(pair).n ?? '';
        expect(raw).toMatch(SAFE_COOKIE_VALUE);
        expect(decodeCookieValue(raw)).toBe(decodeCookieValue(encodeCookieValue(value)));
      }),
    );
  });
});
