import { hmacSha256 } from './sha256.ts';

/**
 * scrypt (RFC 7914) with Node's defaults (N = 16384, r = 8, p = 1), for the static demo's service worker: the demo
 * account's password is stored and checked as the server does, and WebCrypto has no scrypt. About 16 MB and a few
 * hundred milliseconds per hash in JavaScript, paid when the shop is seeded and at each login.
 */

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const NODE_DEFAULT_COST: ScryptCost = { N: 16384, r: 8, p: 1 };

/** PBKDF2-HMAC-SHA-256 with one iteration, all scrypt needs of it. */
function pbkdf2Once(password: Uint8Array, salt: Uint8Array, length: number): Uint8Array {
  const out = new Uint8Array(length);
  const block = new Uint8Array(salt.length + 4);
  block.set(salt);
  for (let i = 1, done = 0; done < length; i++, done += 32) {
    new DataView(block.buffer).setUint32(salt.length, i);
    out.set(hmacSha256(password, block).subarray(0, Math.min(32, length - done)), done);
  }
  return out;
}

/** Salsa20/8 of the 16 words of `b`, in place (unrolled on locals: it runs half a million times per hash). */
function salsa8(b: Uint32Array): void {
  let u = 0;
  let x0 = b[0] as number,
    x1 = b[1] as number,
    x2 = b[2] as number,
    x3 = b[3] as number,
    x4 = b[4] as number,
    x5 = b[5] as number,
    x6 = b[6] as number,
    x7 = b[7] as number,
    x8 = b[8] as number,
    x9 = b[9] as number,
    x10 = b[10] as number,
    x11 = b[11] as number,
    x12 = b[12] as number,
    x13 = b[13] as number,
    x14 = b[14] as number,
    x15 = b[15] as number;
  for (let round = 0; round < 8; round += 2) {
    u = (x0 + x12) | 0;
    x4 ^= (u << 7) | (u >>> 25);
    u = (x4 + x0) | 0;
    x8 ^= (u << 9) | (u >>> 23);
    u = (x8 + x4) | 0;
    x12 ^= (u << 13) | (u >>> 19);
    u = (x12 + x8) | 0;
    x0 ^= (u << 18) | (u >>> 14);
    u = (x5 + x1) | 0;
    x9 ^= (u << 7) | (u >>> 25);
    u = (x9 + x5) | 0;
    x13 ^= (u << 9) | (u >>> 23);
    u = (x13 + x9) | 0;
    x1 ^= (u << 13) | (u >>> 19);
    u = (x1 + x13) | 0;
    x5 ^= (u << 18) | (u >>> 14);
    u = (x10 + x6) | 0;
    x14 ^= (u << 7) | (u >>> 25);
    u = (x14 + x10) | 0;
    x2 ^= (u << 9) | (u >>> 23);
    u = (x2 + x14) | 0;
    x6 ^= (u << 13) | (u >>> 19);
    u = (x6 + x2) | 0;
    x10 ^= (u << 18) | (u >>> 14);
    u = (x15 + x11) | 0;
    x3 ^= (u << 7) | (u >>> 25);
    u = (x3 + x15) | 0;
    x7 ^= (u << 9) | (u >>> 23);
    u = (x7 + x3) | 0;
    x11 ^= (u << 13) | (u >>> 19);
    u = (x11 + x7) | 0;
    x15 ^= (u << 18) | (u >>> 14);
    u = (x0 + x3) | 0;
    x1 ^= (u << 7) | (u >>> 25);
    u = (x1 + x0) | 0;
    x2 ^= (u << 9) | (u >>> 23);
    u = (x2 + x1) | 0;
    x3 ^= (u << 13) | (u >>> 19);
    u = (x3 + x2) | 0;
    x0 ^= (u << 18) | (u >>> 14);
    u = (x5 + x4) | 0;
    x6 ^= (u << 7) | (u >>> 25);
    u = (x6 + x5) | 0;
    x7 ^= (u << 9) | (u >>> 23);
    u = (x7 + x6) | 0;
    x4 ^= (u << 13) | (u >>> 19);
    u = (x4 + x7) | 0;
    x5 ^= (u << 18) | (u >>> 14);
    u = (x10 + x9) | 0;
    x11 ^= (u << 7) | (u >>> 25);
    u = (x11 + x10) | 0;
    x8 ^= (u << 9) | (u >>> 23);
    u = (x8 + x11) | 0;
    x9 ^= (u << 13) | (u >>> 19);
    u = (x9 + x8) | 0;
    x10 ^= (u << 18) | (u >>> 14);
    u = (x15 + x14) | 0;
    x12 ^= (u << 7) | (u >>> 25);
    u = (x12 + x15) | 0;
    x13 ^= (u << 9) | (u >>> 23);
    u = (x13 + x12) | 0;
    x14 ^= (u << 13) | (u >>> 19);
    u = (x14 + x13) | 0;
    x15 ^= (u << 18) | (u >>> 14);
  }
  b[0] = ((b[0] as number) + x0) | 0;
  b[1] = ((b[1] as number) + x1) | 0;
  b[2] = ((b[2] as number) + x2) | 0;
  b[3] = ((b[3] as number) + x3) | 0;
  b[4] = ((b[4] as number) + x4) | 0;
  b[5] = ((b[5] as number) + x5) | 0;
  b[6] = ((b[6] as number) + x6) | 0;
  b[7] = ((b[7] as number) + x7) | 0;
  b[8] = ((b[8] as number) + x8) | 0;
  b[9] = ((b[9] as number) + x9) | 0;
  b[10] = ((b[10] as number) + x10) | 0;
  b[11] = ((b[11] as number) + x11) | 0;
  b[12] = ((b[12] as number) + x12) | 0;
  b[13] = ((b[13] as number) + x13) | 0;
  b[14] = ((b[14] as number) + x14) | 0;
  b[15] = ((b[15] as number) + x15) | 0;
}

/** BlockMix: `input` (2r blocks of 16 words) mixed into `output`, even blocks first, then odd ones. */
function blockMix(input: Uint32Array, output: Uint32Array, r: number, t: Uint32Array): void {
  t.set(input.subarray((2 * r - 1) * 16, 2 * r * 16));
  for (let i = 0; i < 2 * r; i++) {
    for (let k = 0; k < 16; k++) t[k] = (t[k] as number) ^ (input[i * 16 + k] as number);
    salsa8(t);
    output.set(t, ((i & 1) * r + (i >> 1)) * 16);
  }
}

/** ROMix over one 128·r-byte block of `bytes` at `offset`, in place. */
function roMix(bytes: Uint8Array, offset: number, { N, r }: ScryptCost, v: Uint32Array): void {
  const words = 32 * r;
  const view = new DataView(bytes.buffer, bytes.byteOffset + offset, 128 * r);
  let a = new Uint32Array(words);
  let b = new Uint32Array(words);
  const t = new Uint32Array(16);
  for (let i = 0; i < words; i++) a[i] = view.getUint32(i * 4, true);
  for (let i = 0; i < N; i++) {
    v.set(a, i * words);
    blockMix(a, b, r, t);
    [a, b] = [b, a];
  }
  for (let i = 0; i < N; i++) {
    const j = ((a[(2 * r - 1) * 16] as number) >>> 0) % N;
    for (let k = 0; k < words; k++) a[k] = (a[k] as number) ^ (v[j * words + k] as number);
    blockMix(a, b, r, t);
    [a, b] = [b, a];
  }
  for (let i = 0; i < words; i++) view.setUint32(i * 4, a[i] as number, true);
}

export function scrypt(password: Uint8Array, salt: Uint8Array, length: number, cost: ScryptCost = NODE_DEFAULT_COST): Uint8Array {
  const { N, r, p } = cost;
  if (N < 2 || (N & (N - 1)) !== 0) throw new RangeError('scrypt: N must be a power of two above 1');
  const blocks = pbkdf2Once(password, salt, 128 * r * p);
  const v = new Uint32Array(32 * r * N);
  for (let i = 0; i < p; i++) roMix(blocks, i * 128 * r, cost, v);
  return pbkdf2Once(password, blocks, length);
}
