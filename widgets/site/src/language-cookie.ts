import { readCookie, writeCookie, type CookieOptions } from '@vitrine/core';

/** Polylang's language cookie (spec §9.1): 1 year (31 536 000 s), path /, Secure on https, SameSite=Lax. */
export const LANGUAGE_COOKIE = 'pll_language';

export function languageCookieOptions(protocol: string): CookieOptions {
  return { days: 365, path: '/', secure: protocol === 'https:', sameSite: 'Lax' };
}

/** Written when missing or different, as Polylang does, so its year counts from the language choice. */
export function rememberLanguage(language: string): void {
  if (readCookie(LANGUAGE_COOKIE) !== language) writeCookie(LANGUAGE_COOKIE, language, languageCookieOptions(location.protocol));
}
