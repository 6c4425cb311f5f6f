import { loadKept, saveKept } from './kept-data.ts';

/**
 * The cookies between the page and the store in the worker. Where the worker has the Cookie Store API (Chromium),
 * the store reads and writes the browser's own jar, so the page's scripts and the store see the same cookies, as
 * with a server (the cart cookies Vitrine reads, the notices' dismissals it writes). The session cookie is then
 * readable by script, since no script can set an HttpOnly cookie: a demo in one browser has nothing to steal.
 * Elsewhere the worker keeps a jar of its own (kept in IndexedDB): the store's cookies work, the page's stay apart.
 */

interface Cookie {
  name: string;
  value: string;
  path: string;
  /** Milliseconds since 1970, or null for a session cookie. */
  expires: number | null;
  sameSite: CookieSameSite;
}

/** Reads one Set-Cookie line as Hono writes them (Path, Max-Age, Expires, SameSite, HttpOnly, Secure). */
export function parseSetCookie(line: string, now = Date.now()): Cookie | undefined {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  if (eq < 1) return undefined;
  const cookie: Cookie = { name: pair.slice(0, eq), value: pair.slice(eq + 1), path: '/', expires: null, sameSite: 'lax' };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    const name = key.toLowerCase();
    if (name === 'path' && value) cookie.path = value;
    else if (name === 'max-age') cookie.expires = now + Number(value) * 1000;
    else if (name === 'expires' && cookie.expires === null) cookie.expires = Date.parse(value);
    else if (name === 'samesite') cookie.sameSite = value.toLowerCase() as CookieSameSite;
  }
  return cookie;
}

const JAR_KEY = 'cookies';
let jar: Promise<Map<string, Cookie>> | undefined;
const ownJar = () => (jar ??= loadKept<Array<[string, Cookie]>>(JAR_KEY).then((saved) => new Map(saved ?? [])));
const browserJar = (): CookieStore | undefined => (globalThis as { cookieStore?: CookieStore }).cookieStore;

/** The Cookie header a request to the store carries. */
export async function cookieHeader(now = Date.now()): Promise<string> {
  const store = browserJar();
  const pairs = store
    ? (await store.getAll()).map((c) => [c.name ?? '', c.value ?? ''])
    : [...(await ownJar()).values()].filter((c) => c.expires === null || c.expires > now).map((c) => [c.name, c.value]);
  return pairs.map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Writes the store's Set-Cookie lines where the page will see them, before the page gets its answer. */
export async function applySetCookies(lines: string[], now = Date.now()): Promise<void> {
  const store = browserJar();
  const own = store ? undefined : await ownJar();
  for (const cookie of lines.map((line) => parseSetCookie(line, now))) {
    if (!cookie) continue;
    const expired = cookie.expires !== null && cookie.expires <= now;
    if (store) {
      if (expired) await store.delete({ name: cookie.name, path: cookie.path });
      else await store.set({ name: cookie.name, value: cookie.value, path: cookie.path, expires: cookie.expires, sameSite: cookie.sameSite });
    } else if (expired) own?.delete(cookie.name);
    else own?.set(cookie.name, cookie);
  }
  if (own && lines.length) await saveKept(JAR_KEY, [...own]);
}

/** Forgets every cookie of the site (the shop's reset: a new shopper in a new shop). */
export async function clearCookies(): Promise<void> {
  const store = browserJar();
  if (store) {
    for (const cookie of await store.getAll()) if (cookie.name) await store.delete({ name: cookie.name, path: '/' });
  } else {
    (await ownJar()).clear();
    await saveKept(JAR_KEY, []);
  }
}
