/**
 * Text and bytes in the forms the store writes (hex, base64, base64url), in plain JavaScript so the same code runs
 * in Node and in the static demo's service worker, where there is no `Buffer`.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const utf8 = (text: string): Uint8Array => encoder.encode(text);
export const fromUtf8 = (bytes: Uint8Array): string => decoder.decode(bytes);

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** As `Buffer.from(text, 'hex')`: pairs of hex digits, stopping at the first pair that is not one. */
export function fromHex(text: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i + 1 < text.length; i += 2) {
    const pair = text.slice(i, i + 2);
    if (!/^[0-9a-f]{2}$/i.test(pair)) break;
    out.push(Number.parseInt(pair, 16));
  }
  return Uint8Array.from(out);
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export const toBase64Url = (bytes: Uint8Array): string => toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * As `Buffer.from(text, 'base64url')`: both alphabets read, other characters skipped, the end at the first `=`; never
 * an error (a forged cart token is garbage to reject, not a crash).
 */
export function fromBase64Url(text: string): Uint8Array {
  const clean = (text.split('=')[0] ?? '')
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .replace(/[^A-Za-z0-9+/]/g, '');
  // A lone trailing character carries fewer than 8 bits: Buffer drops it, atob would refuse it.
  const whole = clean.length % 4 === 1 ? clean.slice(0, -1) : clean;
  const binary = atob(whole + '='.repeat((4 - (whole.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/**
 * A message padded as MD5 and SHA-256 both pad it: a 1 bit, zeros, then its length in bits in the last 8 bytes, to a
 * multiple of 64 bytes. MD5 writes that length little-endian, SHA-256 big-endian.
 */
export function paddedToBlocks(message: Uint8Array, littleEndian: boolean): DataView {
  const length = (((message.length + 8) >> 6) + 1) << 6;
  const bytes = new Uint8Array(length);
  bytes.set(message);
  bytes[message.length] = 0x80;
  const view = new DataView(bytes.buffer);
  const bits = message.length * 8;
  const [low, high] = [bits >>> 0, Math.floor(bits / 2 ** 32)];
  view.setUint32(length - 8, littleEndian ? low : high, littleEndian);
  view.setUint32(length - 4, littleEndian ? high : low, littleEndian);
  return view;
}
