import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCookieValue, encodeCookieValue } from './cookie-jar.ts';
import { decodeSbjs, encodeSbjs, field } from './sbjs-codec.ts';
import { SAFE_COOKIE_VALUE, hostile, utf16 } from './testing.ts';

// What sourcebuster's own `cookies.parse` does with a raw value (base64 off): decode the whole, split on |||,
// split each part on its first =, decode the value again.
function sourcebusterParse(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of decodeCookieValue(raw).split('|||')) {
    const [key = '', ...rest] = part.split('=');
    out[key] = decodeCookieValue(rest.join('='));
  }
  return out;
}

// A cookie exactly as sourcebuster 4.x writes it (encodeData of the joined text).
const LEGACY_CURRENT =
  'typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29%7C%7C%7Cmdm%3D%28none%29%7C%7C%7Ccmp%3D%28none%29%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29';
const LEGACY_UDATA =
  'vst%3D1%7C%7C%7Cuip%3D%28none%29%7C%7C%7Cuag%3DMozilla%2F5.0%20%28Linux%3B%20Android%2010%3B%20K%29%20AppleWebKit%2F537.36%20%28KHTML%2C%20like%20Gecko%29%20Chrome%2F124.0.0.0%20Mobile%20Safari%2F537.36';

describe('sourcebuster cookie codec', () => {
  it('encodes key=value|||key=value, URI-encoded', () => {
    expect(encodeSbjs({ typ: 'typein', src: '(direct)' })).toBe('typ%3Dtypein%7C%7C%7Csrc%3D%2528direct%2529');
  });

  it('reads cookies written by sourcebuster itself', () => {
    expect(decodeSbjs(LEGACY_CURRENT)).toEqual({
      typ: 'typein',
      src: '(direct)',
      mdm: '(none)',
      cmp: '(none)',
      cnt: '(none)',
      trm: '(none)',
      id: '(none)',
      plt: '(none)',
      fmt: '(none)',
      tct: '(none)',
    });
    expect(field(decodeSbjs(LEGACY_UDATA), 'uag')).toBe(
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    );
  });

  it("reads WooCommerce's base64 mode", () => {
    const raw = btoa(encodeCookieValue('vst=3|||uip=(none)|||uag=UA')).replace(/=+$/, '');
    expect(decodeSbjs(raw)).toEqual({ vst: '3', uip: '(none)', uag: 'UA' });
  });

  it('keeps values holding the delimiter, = and cookie metacharacters intact', () => {
    const fields = { ep: 'https://x.ch/?a=1|||b=2;c,d e', rf: '<script>alert(1)</script>\n', '|||': '=' };
    expect(decodeSbjs(encodeSbjs(fields))).toEqual(fields);
  });

  it('reads a part without = as an empty value, like sourcebuster', () => {
    expect(decodeSbjs(encodeCookieValue('a|||b=1'))).toEqual({ a: '', b: '1' });
    expect(decodeSbjs('')).toEqual({});
  });

  it('never reads Object.prototype through field()', () => {
    expect(field({}, 'constructor')).toBe('');
    const hostileCookie = decodeSbjs(encodeCookieValue('__proto__=x|||typ=utm'));
    expect(field(hostileCookie, '__proto__')).toBe('x');
    expect(Object.getPrototypeOf(hostileCookie)).toBe(Object.prototype);
  });

  it('property: round trip is exact and the cookie value is always safe', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' })), (fields) => {
        const raw = encodeSbjs(fields);
        expect(raw).toMatch(SAFE_COOKIE_VALUE);
        expect(decodeSbjs(raw)).toEqual(fields);
      }),
    );
  });

  it('property: sourcebuster’s own reader reads what we write', () => {
    const key = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 1 });
    fc.assert(
      fc.property(fc.dictionary(key, fc.string({ unit: 'binary' })), (fields) => {
        expect(sourcebusterParse(encodeSbjs(fields))).toEqual(Object.keys(fields).length ? fields : { '': '' });
      }),
    );
  });

  it('property: decoding hostile strings never throws and yields string values', () => {
    fc.assert(
      fc.property(fc.oneof(hostile(), utf16(), fc.base64String()), (raw) => {
        for (const value of Object.values(decodeSbjs(raw))) expect(typeof value).toBe('string');
      }),
    );
  });
});
