import Cookies from 'js-cookie';

/** A cookie's decoded value; a malformed one (bad percent-encoding) reads as missing rather than throwing. */
export function readCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    return undefined;
  }
}

export interface CookieOptions {
  days?: number;
  path?: string;
  domain?: string;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

/** js-cookie percent-encodes the value, so a `;` in it can never add an attribute. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const { days, path = '/', ...rest } = options;
  Cookies.set(name, value, { path, ...(days !== undefined ? { expires: days } : {}), ...rest });
}
