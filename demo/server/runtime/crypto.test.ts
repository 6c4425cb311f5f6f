import { createHash, createHmac, scryptSync as nodeScrypt } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase64Url, fromHex, toBase64, toBase64Url, toHex, utf8 } from './bytes.ts';
import * as browser from './crypto.browser.ts';
import * as node from './crypto.ts';
import { md5 } from './md5.ts';
import { scrypt } from './scrypt.ts';
import { hmacSha256, sha256 } from './sha256.ts';

/** The service worker's plain-JavaScript hashes against Node's, on the inputs the store gives them and on any. */

const bytes = fc.uint8Array({ maxLength: 300 });

describe('the pure-JavaScript hashes answer as node:crypto does', () => {
  it('MD5 and SHA-256 of any bytes, across every padding length', () => {
    fc.assert(
      fc.property(bytes, (data) => {
        expect(toHex(md5(data))).toBe(createHash('md5').update(data).digest('hex'));
        expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
      }),
      { numRuns: 400 },
    );
    for (let n = 0; n < 130; n++) {
      const data = new Uint8Array(n).fill(n);
      expect(toHex(md5(data))).toBe(createHash('md5').update(data).digest('hex'));
      expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });

  it('HMAC-SHA-256 with keys shorter and longer than a block', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 150 }), bytes, (key, data) => {
        expect(toHex(hmacSha256(key, data))).toBe(createHmac('sha256', key).update(data).digest('hex'));
      }),
    );
  });

  it('scrypt at small costs, and at Node’s defaults as the store calls it', () => {
    for (const cost of [
      { N: 2, r: 1, p: 1 },
      { N: 16, r: 2, p: 3 },
      { N: 64, r: 8, p: 1 },
    ]) {
      const salt = utf8('sel-de-mer');
      expect(toHex(scrypt(utf8('mot de passe'), salt, 48, cost))).toBe(nodeScrypt('mot de passe', salt, 48, cost).toString('hex'));
    }
    const salt = fromHex('00112233445566778899aabbccddeeff');
    expect(toHex(browser.scryptSync('vitrine-demo', salt, 32))).toBe(toHex(node.scryptSync('vitrine-demo', salt, 32)));
  });
});

describe('crypto.browser.ts answers as crypto.ts', () => {
  it('the store’s hashes of any text, accents and astral characters included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.uint8Array({ minLength: 1, maxLength: 40 }), (text, key) => {
        expect(browser.md5Hex(text)).toBe(node.md5Hex(text));
        expect(browser.sha256Base64(text)).toBe(node.sha256Base64(text));
        expect(toHex(browser.hmacSha256(key, text))).toBe(toHex(node.hmacSha256(key, text)));
      }),
    );
    expect(browser.md5Hex('Livraison offerte dès 100 CHF')).toBe(node.md5Hex('Livraison offerte dès 100 CHF'));
  });

  it('random hex of the asked length, compared bytes equal only when equal', () => {
    expect(browser.randomHex(16)).toMatch(/^[0-9a-f]{32}$/);
    expect(browser.randomHex(16)).not.toBe(browser.randomHex(16));
    for (const side of [browser, node]) {
      expect(side.sameBytes(utf8('abc'), utf8('abc'))).toBe(true);
      expect(side.sameBytes(utf8('abc'), utf8('abd'))).toBe(false);
      expect(side.sameBytes(utf8('abc'), utf8('ab'))).toBe(false);
    }
  });
});

describe('bytes.ts reads and writes as Buffer does', () => {
  it('hex, base64 and base64url of any bytes', () => {
    fc.assert(
      fc.property(bytes, (data) => {
        const buffer = Buffer.from(data);
        expect(toHex(data)).toBe(buffer.toString('hex'));
        expect(toBase64(data)).toBe(buffer.toString('base64'));
        expect(toBase64Url(data)).toBe(buffer.toString('base64url'));
        expect(fromBase64Url(toBase64Url(data))).toEqual(data);
        expect(fromHex(toHex(data))).toEqual(data);
      }),
    );
  });

  it('a cart token’s garbage decodes as Buffer decodes it, never an error', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        expect(Buffer.from(fromBase64Url(text)).toString('hex')).toBe(Buffer.from(text, 'base64url').toString('hex'));
      }),
    );
    expect(toHex(fromHex('0a1zff'))).toBe(Buffer.from('0a1zff', 'hex').toString('hex'));
  });
});
