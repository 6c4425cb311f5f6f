import type { Context } from 'hono';
import type { DB } from '../db.ts';
import { fromHex, toHex, utf8 } from '../runtime/bytes.ts';
import { hmacSha256, randomHex, sameBytes } from '../runtime/crypto.ts';

/** The nonces the page config carries, plus the ones the theme's own forms and links use. */
export type NonceName =
  | 'fkcart'
  | 'fkwcs'
  | 'fkwcs_js'
  | 'wp_rest'
  | 'cart_fragments'
  | 'woocommerce-cart'
  | 'woocommerce-process_checkout'
  | 'woocommerce-pay'
  | 'woocommerce-add-payment-method'
  | 'woocommerce-logout'
  | 'woocommerce-login'
  | 'wc_store_api';

/**
 * Nonces are computed, never stored, as WordPress's are (`wp_create_nonce`: a hash of the time slice, the action and
 * the user's session): an HMAC of the 6-hour slice, the name, the session id and the session's salt, under a secret
 * kept in the options table. A page of this slice or the previous one verifies, so a nonce lives 6 to 12 hours
 * (WordPress: 12 to 24). A cookieless visitor's pages cost no row; a stored nonce per name and page view did (five
 * rows per request, never purged). A new session id (login, order) gives new nonces, as a WordPress login does.
 */
export const NONCE_TTL_MS = 12 * 60 * 60 * 1000;
const SLICE_MS = NONCE_TTL_MS / 2;

const secrets = new WeakMap<DB, Uint8Array>();

/** The site's nonce secret (WordPress's NONCE_KEY and NONCE_SALT), made on first use and kept across restarts. */
function secret(db: DB): Uint8Array {
  let key = secrets.get(db);
  if (!key) {
    db.prepare("INSERT OR IGNORE INTO options (name, value) VALUES ('nonce_secret', ?)").run(randomHex(32));
    key = fromHex(db.prepare("SELECT value FROM options WHERE name = 'nonce_secret'").pluck().get() as string);
    secrets.set(db, key);
  }
  return key;
}

/** '' until test mode makes the session's nonces stale (expireNonces); stored only then. */
function salt(db: DB, sessionId: string): string {
  return (db.prepare('SELECT salt FROM session_nonce_salts WHERE session_id = ?').pluck().get(sessionId) as string | undefined) ?? '';
}

function nonceOf(db: DB, sessionId: string, name: NonceName, slice: number): string {
  return toHex(hmacSha256(secret(db), `${slice}|${name}|${sessionId}|${salt(db, sessionId)}`)).slice(0, 10);
}

/** The session's nonce for `name` in the current time slice. */
export function nonceFor(db: DB, sessionId: string, name: NonceName, now = Date.now()): string {
  return nonceOf(db, sessionId, name, Math.floor(now / SLICE_MS));
}

export function verifyNonce(db: DB, sessionId: string, name: NonceName, value: string | undefined, now = Date.now()): boolean {
  if (!value || !/^[0-9a-f]{10}$/.test(value)) return false;
  const slice = Math.floor(now / SLICE_MS);
  const given = utf8(value);
  return [slice, slice - 1].some((s) => sameBytes(utf8(nonceOf(db, sessionId, name, s)), given));
}

/** Makes every nonce of the session invalid (the test API uses it to simulate a stale page). */
export function expireNonces(db: DB, sessionId: string): void {
  db.prepare('INSERT OR REPLACE INTO session_nonce_salts (session_id, salt) VALUES (?, ?)').run(sessionId, randomHex(8));
}

export const EXPIRED_SESSION_MESSAGE = 'Session expirée, veuillez recharger la page.';

/** FunnelKit-style endpoints answer HTTP 200 with a code the side cart reads (spec §7.6). */
export const fkcartNonceError = (c: Context) => c.json({ code: 401, msg: EXPIRED_SESSION_MESSAGE }, 200);

/** WordPress answers a failed `check_ajax_referer` with 403 and the body `-1`. */
export const wpNonceError = (c: Context) => c.text('-1', 403);

/** The right expired-nonce answer for a wc-ajax endpoint, by its family. */
/** The Store API's own answer to a stale nonce. */
const storeApiNonceError = (c: Context) =>
  c.json({ code: 'woocommerce_rest_invalid_nonce', message: 'Le nonce n’est pas valide.', data: { status: 403 } }, 403);

export const nonceErrorFor = (c: Context, endpoint: string) =>
  endpoint.startsWith('fkcart_') ? fkcartNonceError(c) : endpoint.startsWith('store-api:') ? storeApiNonceError(c) : wpNonceError(c);
