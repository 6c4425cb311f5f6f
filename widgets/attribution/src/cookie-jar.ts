/**
 * Cookies as plain data. The rule modules never touch `document.cookie`: they read a jar of RAW values (exactly as
 * `document.cookie` shows them, still percent-encoded) and return writes whose `value` is the final raw string.
 * Write it verbatim (`document.cookie = serializeCookie(w)`); core's js-cookie writer would encode it a second time.
 */
export type CookieJar = Readonly<Record<string, string>>;

export interface CookieWrite {
  name: string;
  /** Raw value, already encoded: only `[A-Za-z0-9%._-]`. */
  value: string;
  /** A moment, or 'session' for a cookie that ends with the browser session (no expires attribute). */
  expires?: Date | 'session';
  path: '/';
  domain?: string;
}

/** Own-property read, so a cookie named `constructor` can never read Object.prototype. Missing → ''. */
export function readRaw(jar: CookieJar, name: string): string {
  return Object.hasOwn(jar, name) ? (jar[name] ?? '') : '';
}

// encodeURIComponent throws on a lone surrogate; one becomes U+FFFD instead.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * sourcebuster's `encodeData`: encodeURIComponent plus `! ' ( ) * ~`. The result is only `[A-Za-z0-9%._-]`, so no
 * `;`, `,`, whitespace, quote or `<` from a URL can reach the Set-Cookie string (the funnel tracker wrote raw query
 * values, letting `?gclid=x;domain=…` add attributes). PHP url-decodes `$_COOKIE`, so the server reads the plain text.
 */
export function encodeCookieValue(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD')).replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Never throws: a malformed escape (hostile or legacy cookie) is kept as it is. */
export function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A value's length once written: its cookie encoding. */
const encodedLength = (text: string): number => encodeCookieValue(text).length;

/**
 * The longest prefix (whole code points) whose encoding fits `maxEncoded`. The plain text is cut before it is
 * encoded, so a cut never falls inside a percent-escape. `measure` is how long a prefix is once written (once
 * encoded by default; a sourcebuster field is encoded twice).
 */
export function clip(text: string, maxEncoded: number, measure: (text: string) => number = encodedLength): string {
  if (measure(text) <= maxEncoded) return text;
  const chars = Array.from(text);
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (measure(chars.slice(0, mid).join('')) <= maxEncoded) lo = mid;
    else hi = mid - 1;
  }
  return chars.slice(0, lo).join('');
}

/** `document.cookie` → raw jar. The first of two same-named cookies wins, as sourcebuster's reader does. */
export function parseCookieHeader(header: string): Record<string, string> {
  const found = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name !== '' && !found.has(name)) found.set(name, part.slice(eq + 1).trim());
  }
  // fromEntries defines own properties, so a cookie named `__proto__` stays a plain entry.
  return Object.fromEntries(found);
}

const SAFE_VALUE = /^[A-Za-z0-9%._-]*$/;
const SAFE_NAME = /^[A-Za-z0-9_.-]+$/;
const SAFE_DOMAIN = /^\.?[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;

/**
 * The string to assign to `document.cookie`. Our modules only produce safe values; anything else is encoded here
 * anyway and a doubtful domain is dropped, so a caller's mistake still cannot add an attribute.
 */
export function serializeCookie(write: CookieWrite): string {
  const name = SAFE_NAME.test(write.name) ? write.name : encodeCookieValue(write.name);
  const value = SAFE_VALUE.test(write.value) ? write.value : encodeCookieValue(write.value);
  const parts = [`${name}=${value}`];
  if (write.expires instanceof Date) parts.push(`expires=${write.expires.toUTCString()}`);
  parts.push('path=/');
  if (write.domain !== undefined && SAFE_DOMAIN.test(write.domain)) parts.push(`domain=${write.domain}`);
  return parts.join('; ');
}
