import { createHash, createHmac, randomBytes, scrypt, scryptSync as nodeScryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * The hashes and random values the store uses, in Node. The static demo's service worker gets crypto.browser.ts in
 * its place (the bundler swaps every runtime/*.ts that has a *.browser.ts beside it): same functions, same answers.
 */

/** MD5 of the text's UTF-8 bytes, in hex (WooCommerce's cart keys and hashes). */
export const md5Hex = (text: string): string => createHash('md5').update(text).digest('hex');

/** SHA-256 of the text's UTF-8 bytes, in base64 (a CSP hash). */
export const sha256Base64 = (text: string): string => createHash('sha256').update(text).digest('base64');

/** HMAC-SHA-256 of the text's UTF-8 bytes. */
export const hmacSha256 = (key: Uint8Array, message: string): Uint8Array => new Uint8Array(createHmac('sha256', key).update(message).digest());

/** `bytes` random bytes from the system's generator, in hex. */
export const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex');

/** scrypt with Node's defaults (N = 16384, r = 8, p = 1). */
export const scryptSync = (password: string, salt: Uint8Array, length: number): Uint8Array => new Uint8Array(nodeScryptSync(password, salt, length));

const scryptInPool = promisify(scrypt) as (password: string, salt: Uint8Array, length: number) => Promise<Buffer>;

/** The same, in libuv's thread pool: a synchronous scrypt held the event loop about 47 ms per try. */
export const scryptAsync = async (password: string, salt: Uint8Array, length: number): Promise<Uint8Array> =>
  new Uint8Array(await scryptInPool(password, salt, length));

/** Equal bytes, compared in a time that does not depend on where they differ. */
export const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && timingSafeEqual(a, b);
