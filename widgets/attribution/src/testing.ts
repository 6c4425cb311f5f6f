import fc from 'fast-check';
import type { CookieWrite } from './cookie-jar.ts';

/**
 * Test helper: a browser's cookie store, enough to replay journeys (expiry, end of the browser session).
 * Production code never imports it.
 */
export class FakeCookieStore {
  private readonly cookies = new Map<string, { value: string; expires: Date | 'session' | undefined }>();

  apply(writes: readonly CookieWrite[]): this {
    for (const w of writes) this.cookies.set(w.name, { value: w.value, expires: w.expires });
    return this;
  }

  /** The raw jar a page sees at `now`. */
  jar(now: Date): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, c] of this.cookies) {
      if (!(c.expires instanceof Date) || c.expires.getTime() > now.getTime()) out[name] = c.value;
    }
    return out;
  }

  /** Closing the browser drops the cookies without an expiry. */
  endBrowserSession(): this {
    for (const [name, c] of this.cookies) if (!(c.expires instanceof Date)) this.cookies.delete(name);
    return this;
  }
}

export const at = (iso: string): Date => new Date(iso);
export const minutes = (date: Date, n: number): Date => new Date(date.getTime() + n * 60_000);

/** A raw cookie value is safe when it cannot end the value, add an attribute or carry markup. */
export const SAFE_COOKIE_VALUE = /^[A-Za-z0-9%._-]*$/;

/** Any UTF-16 text, lone surrogates included (fast-check 4 has no char16bits). */
export const utf16 = (): fc.Arbitrary<string> => fc.string({ unit: fc.nat(0xffff).map((n) => String.fromCharCode(n)), maxLength: 60 });

/** Hostile text: cookie and markup metacharacters, escapes, delimiters, unicode. */
export const hostile = (): fc.Arbitrary<string> =>
  fc.oneof(
    utf16(),
    fc.string({ unit: fc.constantFrom(';', ',', ' ', '\n', '<', '>', '"', '|', '=', '%', '&', '?', '#', '+', 'a', '\u00e9', '\uD800') }),
    fc.string({ unit: 'binary' }),
  );
