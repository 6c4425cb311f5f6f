// A shopper's browser reduced to what the recordings need: a cookie jar, form and JSON posts, no redirects followed,
// and every exchange kept (request, status, the headers and cookies Vitrine reads, the answer trimmed by trim.mjs).
import { trimAnswer } from './trim.mjs';

/** Answer headers worth keeping: the Store API's session and nonce headers, its paging, the content type. */
const KEPT_HEADERS = ['content-type', 'nonce', 'x-wc-store-api-nonce', 'cart-token', 'x-wp-total', 'x-wp-totalpages', 'location'];

/** The values of cookies that only identify a session are replaced, so recordings carry no live session. */
const SESSION_COOKIE = /^(wp_woocommerce_session_|wordpress_logged_in_|wordpress_sec_|wp-settings)/;

function parseSetCookie(line) {
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const name = pair.slice(0, at);
  const value = pair.slice(at + 1);
  const attrs = {};
  for (const attribute of attributes) {
    const [key, ...rest] = attribute.split('=');
    attrs[key.toLowerCase()] = rest.length ? rest.join('=') : true;
  }
  const expires = attrs.expires ? Date.parse(attrs.expires) : Number.NaN;
  return {
    name,
    value: SESSION_COOKIE.test(name) ? '<session>' : decodeURIComponent(value.replace(/\+/g, ' ')),
    raw: SESSION_COOKIE.test(name) ? '<session>' : value,
    path: attrs.path ?? '',
    httpOnly: attrs.httponly === true,
    // A cookie set with a past date is a deletion; the recordings keep that, not the date.
    deleted: (Number.isFinite(expires) && expires < Date.now()) || attrs['max-age'] === '0',
  };
}

export class Shopper {
  /**
   * @param {string} base the shop's address, e.g. http://127.0.0.1:8061
   * @param {typeof fetch} [fetcher] another way to reach the shop (the demo store's tests answer in process)
   */
  constructor(base, exchanges, fetcher = fetch) {
    this.base = base;
    this.jar = new Map();
    this.exchanges = exchanges;
    this.fetch = fetcher;
  }

  cookieHeader() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  cookie(name) {
    const raw = this.jar.get(name);
    return raw === undefined ? undefined : decodeURIComponent(raw.replace(/\+/g, ' '));
  }

  /**
   * One request. `form` is a list of [name, value] pairs (posted urlencoded), `json` a JSON body.
   * With `record` false the exchange is sent but not kept (a page read for its nonces).
   */
  async send(name, { method = 'POST', path, form, json, headers = {}, record = true, note }) {
    const init = { method, redirect: 'manual', headers: { ...headers } };
    if (this.jar.size) init.headers.cookie = this.cookieHeader();
    if (form) {
      init.body = new URLSearchParams(form).toString();
      init.headers['content-type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
    } else if (json !== undefined) {
      init.body = JSON.stringify(json);
      init.headers['content-type'] = 'application/json';
    }
    const response = await this.fetch(new URL(path, this.base).href, init);
    const cookies = response.headers.getSetCookie().map(parseSetCookie);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      const parsed = parseSetCookie(cookie);
      if (parsed.deleted) this.jar.delete(parsed.name);
      else this.jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    const text = await response.text();
    let body = text;
    try {
      body = text === '' ? '' : JSON.parse(text);
    } catch {}
    if (record) {
      const kept = Object.fromEntries(KEPT_HEADERS.filter((h) => response.headers.has(h)).map((h) => [h, response.headers.get(h)]));
      if (kept.location) kept.location = kept.location.replace(this.base, '');
      this.exchanges.push({
        name,
        ...(note ? { note } : {}),
        request: {
          method,
          path,
          ...(form ? { form } : {}),
          ...(json !== undefined ? { json } : {}),
          ...(Object.keys(headers).length ? { headers: Object.fromEntries(Object.keys(headers).map((h) => [h, '<sent>'])) } : {}),
        },
        response: { status: response.status, headers: kept, cookies, body: trimAnswer(body) },
      });
    }
    return { status: response.status, headers: response.headers, body, text };
  }
}
