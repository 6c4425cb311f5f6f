import { md5 } from './md5.ts';
import { scrypt } from './scrypt.ts';
import { sha256, hmacSha256 as hmac } from './sha256.ts';
import { toBase64, toHex, utf8 } from './bytes.ts';
import type * as NodeSide from './crypto.ts';

/**
 * crypto.ts for the static demo's service worker: the same functions in plain JavaScript (md5.ts, sha256.ts,
 * scrypt.ts), since the store hashes synchronously inside its request handlers and WebCrypto only answers in
 * promises (and has neither MD5 nor scrypt). Random values come from WebCrypto, which is synchronous for them.
 */

export const md5Hex = (text: string): string => toHex(md5(utf8(text)));

export const sha256Base64 = (text: string): string => toBase64(sha256(utf8(text)));

export const hmacSha256 = (key: Uint8Array, message: string): Uint8Array => hmac(key, utf8(message));

export const randomHex = (bytes: number): string => toHex(crypto.getRandomValues(new Uint8Array(bytes)));

export const scryptSync = (password: string, salt: Uint8Array, length: number): Uint8Array => scrypt(utf8(password), salt, length);

export const scryptAsync = async (password: string, salt: Uint8Array, length: number): Promise<Uint8Array> => scryptSync(password, salt, length);

/** Every byte is compared whatever the first difference, as timingSafeEqual does. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number);
  return diff === 0;
}

// Both sides offer the same functions with the same types: a change to one that the other lacks fails the typecheck.
({ md5Hex, sha256Base64, hmacSha256, randomHex, scryptSync, scryptAsync, sameBytes }) satisfies typeof NodeSide;
